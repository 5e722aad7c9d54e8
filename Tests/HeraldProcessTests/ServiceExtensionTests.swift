// A service extension's generated file, compiled with a driver against the stand-ins and run:
// attachments from files and from a local HTTP server, the deadline, the system's early end,
// failed downloads and notifications it must deliver as they came.

import Foundation
import HeraldCore
import Testing

@testable import RoundtripSupport
@testable import TestSupport

/// The generated `Modifier` delivers exactly once on every path.
@Suite(.serialized) struct ServiceExtensionTests {
  /// A served category with an image and an optional audio URL, and one it does not serve.
  static let spec = #"""
    version: 1
    categories:
      - id: ride
        actions: [{ id: ok, title: OK }]
        payload:
          driver: string
          photo: url
          voice: { type: url, optional: true }
      - id: note
        actions: [{ id: ok, title: OK }]
    serviceExtensions:
      - target: RideService
        categories: [ride]
        attachments:
          - { from: photo, kind: image }
          - { from: voice, kind: audio }
    """#

  /// The generated file's path in the output.
  static let generatedPath = "RideService/RideServiceContent.swift"

  /// Generates the spec into `folder/out`.
  static func generate(_ folder: TestSupport.TemporaryFolder) throws -> URL {
    let path = try folder.write("spec.yml", text: spec)
    let output = folder.url.appending(path: "out")
    let run = try Herald.run(["generate", path, "--output", output.path], directory: folder.url)
    try #require(run.status == 0, "\(run.stderr)")
    return output
  }

  /// Every path: each line is one notification, its handler calls, delivered title and
  /// attachments (`identifier:type hint:file extension`), and whether it came before the slow
  /// server answered.
  @Test func deliversExactlyOnceOnEveryPath() throws {
    try withTemporaryFolder { folder in
      let output = try Self.generate(folder)
      let run = try Self.compileAndRun(output.appending(path: Self.generatedPath), folder)
      let lines = PayloadAccessTests.lines(run)
      let edited = "calls=1 title=Ride with Ann"
      let expected = [
        // A file URL, copied on every platform, with the type hint of its extension.
        "file": "\(edited) attachments=photo:public.png:png",
        // HTTP: the type hint from Content-Type, read without case or parameters (the photo URL
        // has no extension).
        "http": "\(edited) attachments=photo:public.jpeg:jpg,voice:public.mp3:mp3",
        // Two answers 2 s late each, within a 3.5 s deadline: only concurrent downloads make it.
        "concurrent": "\(edited) attachments=photo:public.jpeg:jpg,voice:public.mp3:mp3 early=true",
        // The server answers after the deadline: the photo that arrived, not the hook's title.
        "deadline": "calls=1 title=Original attachments=photo:public.png:png early=true",
        // The system ends the extension while the hook runs: the best content so far.
        "expire": "calls=1 title=Original attachments=photo:public.png:png early=true",
        // A missing file: the notification is delivered, without the attachment.
        "missing": "\(edited) attachments=",
        // A file URL by default (no `allowsFileURLs`): left out, the rest delivered.
        "fileRefused": "\(edited) attachments=",
        // One of two fails (404): the other is attached.
        "oneFails": "\(edited) attachments=photo:public.png:png",
        // No type of the kind in Content-Type or extension, or too large: left out.
        "untyped": "\(edited) attachments=",
        "tooLarge": "\(edited) attachments=",
        // A payload that does not decode, a category not served: as it came, hook not run.
        "undecodable": "calls=1 title=Original attachments=",
        "unserved": "calls=1 title=Original attachments=",
        // Options passed: exactly the type hint.
        "options": "UNNotificationAttachmentOptionsTypeHintKey=public.png",
        // A declared Content-Length over the image limit (64 MB for 10 MB): refused at the
        // response, so the server could send only what the socket buffers hold.
        "declaredTooLarge": "\(edited) attachments=",
        "declaredTooLargeSent": "below the limit",
        // A body without end: cancelled once the bytes received pass the limit, and delivered.
        "endless": "\(edited) attachments=",
        "endlessSent": "below twice the limit",
        // The system ends the extension while the hook runs: the handler is called before the
        // hook's task is cancelled (a cancellation may block while a download runs).
        "order": "calls=1 title=Original attachments=photo:public.png:png early=true",
        "orderEvents": "delivered,cancelled",
      ]
      #expect(lines == expected, "\(run)")
    }
  }

  /// The file is deterministic, and lint clean with the project's configuration.
  @Test func generatedFileIsStableAndLintClean() throws {
    try withTemporaryFolder { folder in
      let output = try Self.generate(folder)
      let file = output.appending(path: Self.generatedPath)
      let first = try Data(contentsOf: file)
      let again = folder.url.appending(path: "again")
      let path = folder.url.appending(path: "spec.yml").path
      let run = try Herald.run(["generate", path, "--output", again.path], directory: folder.url)
      try #require(run.status == 0, "\(run.stderr)")
      #expect(try Data(contentsOf: again.appending(path: Self.generatedPath)) == first)
      let configuration = Herald.packageRoot.appending(path: ".swift-format").path
      let lint = try Tool.run(
        ["swift", "format", "lint", "--strict", "--configuration", configuration, file.path],
        timeout: 300)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.summary)")
    }
  }

  /// A public set with a named payload type, a served category without a payload, an extension
  /// without attachments and a movie attachment.
  static let variantSpec = #"""
    version: 1
    swift: { accessLevel: public }
    categories:
      - id: ride
        actions: [{ id: ok, title: OK }]
        payload:
          at: Place
          clip: { type: url, optional: true }
      - id: note
        actions: [{ id: ok, title: OK }]
      - id: clip
        payload:
          at: Place
          clip: { type: url, optional: true }
    payloadTypes:
      Place: { lat: number, lng: number }
    serviceExtensions:
      - { target: RideService, categories: [ride, note] }
      - target: Clips
        categories: [clip]
        attachments: [{ from: clip, kind: movie }]
    """#

  /// Each variant's file compiles as a module of its own with warnings as errors, and is lint
  /// clean.
  @Test func variantsCompileWithoutWarnings() throws {
    try withTemporaryFolder { folder in
      let path = try folder.write("spec.yml", text: Self.variantSpec)
      let output = folder.url.appending(path: "out")
      let run = try Herald.run(["generate", path, "--output", output.path], directory: folder.url)
      try #require(run.status == 0, "\(run.stderr)")
      let paths = RoundtripPaths.package
      try FileManager.default.createDirectory(
        at: paths.defaultCache, withIntermediateDirectories: true)
      let standIn = try StandIns(
        cache: paths.defaultCache, compiler: Swiftc.identity(), paths: paths
      ).userNotifications()
      for (module, file) in [
        ("RideService", "RideService/RideServiceContent.swift"),
        ("Clips", "Clips/ClipsContent.swift"),
      ] {
        let source = output.appending(path: file).path
        let compile = try Tool.run(
          ["swiftc"] + Swiftc.flags + [
            "-warnings-as-errors", "-I", standIn.path, "-module-name", module, "-emit-module",
            "-emit-module-path", folder.url.appending(path: "\(module).swiftmodule").path, source,
          ], in: folder.url, timeout: 900)
        #expect(compile.status == 0 && compile.output.isEmpty, "\(compile.summary)")
        let configuration = Herald.packageRoot.appending(path: ".swift-format").path
        let lint = try Tool.run(
          ["swift", "format", "lint", "--strict", "--configuration", configuration, source],
          timeout: 300)
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.summary)")
      }
    }
  }

  /// Compiles the generated file with the driver against the stand-in and runs it, with no
  /// proxy settings so that the local server is reached directly; fails on any warning.
  static func compileAndRun(
    _ generated: URL, _ folder: TestSupport.TemporaryFolder, driver: String = driver
  ) throws -> String {
    let work = folder.url.appending(path: "service")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let copy = work.appending(path: "RideServiceContent.swift")
    try FileManager.default.copyItem(at: generated, to: copy)
    let main = work.appending(path: "main.swift")
    try Data(driver.utf8).write(to: main)
    let paths = RoundtripPaths.package
    try FileManager.default.createDirectory(
      at: paths.defaultCache, withIntermediateDirectories: true)
    let standIns = try StandIns(
      cache: paths.defaultCache, compiler: Swiftc.identity(), paths: paths)
    let standIn = try standIns.userNotifications()
    let program = work.appending(path: "driver").path
    let compile = try Tool.run(
      ["swiftc"] + Swiftc.flags + ["-I", standIn.path, "-L", standIn.path, "-lUserNotifications"]
        + [copy.path, main.path, "-o", program], in: work, timeout: 900)
    try #require(compile.status == 0, "\(compile.summary)")
    #expect(!compile.output.contains("warning:"), "\(compile.summary)")
    let proxies = [
      "http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "all_proxy",
    ]
    let run = try Tool.run(
      [program, work.path], in: work,
      environment: Dictionary(uniqueKeysWithValues: proxies.map { ($0, nil) }), timeout: 120)
    try #require(run.status == 0, "\(run.summary)")
    return run.output
  }

  /// The driver: a local HTTP server on a socket, a `UNNotificationServiceExtension` subclass
  /// holding the generated `Modifier`, and one notification per path.
  static let driver = #"""
    import Foundation
    import Glibc
    import UserNotifications

    /// Seconds the slow route waits before it answers.
    let slowSeconds: UInt32 = 5

    /// The bytes each streaming route sent before the client closed the connection.
    final class Streams: @unchecked Sendable {
      // `@unchecked Sendable`: `sent` is read and written under `lock`.
      static let shared = Streams()
      private let lock = NSLock()
      private var sent: [String: Int] = [:]
      private let done = DispatchSemaphore(value: 0)

      func finish(_ path: String, _ bytes: Int) {
        lock.lock()
        sent[path] = bytes
        lock.unlock()
        done.signal()
      }

      /// The bytes the route sent, once its connection is over; -1 when it never ends.
      func wait(_ path: String) -> Int {
        while true {
          lock.lock()
          let bytes = sent[path]
          lock.unlock()
          if let bytes { return bytes }
          guard done.wait(timeout: .now() + 60) == .success else { return -1 }
        }
      }
    }

    /// A minimal HTTP/1.0 server on 127.0.0.1: one thread per connection, one answer each.
    enum Server {
      static func start() -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        precondition(fd >= 0, "socket")
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
          pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
            bind(fd, raw, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, raw, &length) == 0
          }
        }
        precondition(bound, "bind")
        Thread.detachNewThread {
          while true {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            Thread.detachNewThread { answer(client) }
          }
        }
        return UInt16(bigEndian: address.sin_port)
      }

      static func answer(_ client: Int32) {
        defer { close(client) }
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !String(decoding: request, as: UTF8.self).contains("\r\n\r\n") {
          let count = read(client, &buffer, buffer.count)
          guard count > 0 else { return }
          request += buffer[0..<count]
        }
        let path = String(decoding: request, as: UTF8.self).split(separator: " ").dropFirst().first ?? ""
        var status = "200 OK"
        var type = "application/octet-stream"
        switch path {
        case "/photo": type = "Image/JPEG; charset=binary"
        case "/voice.mp3": type = "audio/mpeg"
        case "/slow.mp3":
          sleep(slowSeconds)
          type = "audio/mpeg"
        case "/wait.jpg", "/wait.mp3":
          sleep(2)
          type = path.hasSuffix("jpg") ? "image/jpeg" : "audio/mpeg"
        case "/octet": break
        case "/huge.jpg": return stream(client, declared: 64_000_000, path: path)
        case "/endless.jpg": return stream(client, declared: nil, path: path)
        default: status = "404 Not Found"
        }
        let body = Array("bytes".utf8)
        let head = "HTTP/1.0 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
      }

      /// Sends a JPEG body of `declared` bytes (without end and without Content-Length when
      /// nil) until the client closes the connection, and records the bytes of body sent. It
      /// sends 64 KiB a millisecond (about 65 MB/s), as a fast network would: Linux's
      /// URLSession reads on while the delegate's events wait in its queue, so a server at
      /// memory speed would measure that queue rather than the client's checks.
      static func stream(_ client: Int32, declared: Int?, path: Substring) {
        var head = "HTTP/1.0 200 OK\r\nContent-Type: image/jpeg\r\n"
        if let declared { head += "Content-Length: \(declared)\r\n" }
        head += "Connection: close\r\n\r\n"
        let start = Array(head.utf8)
        var sent = 0
        defer { Streams.shared.finish(String(path), sent) }
        guard start.withUnsafeBytes({ write(client, $0.baseAddress, $0.count) }) == start.count
        else { return }
        let chunk = [UInt8](repeating: 0xFF, count: 65_536)
        while sent < declared ?? Int.max {
          let count = min(chunk.count, (declared ?? Int.max) - sent)
          let written = chunk.withUnsafeBytes { write(client, $0.baseAddress, count) }
          guard written > 0 else { return }
          sent += written
          usleep(1000)
        }
      }
    }

    /// The order in which a delivery calls its handler and cancels the hook's task.
    final class Order: @unchecked Sendable {
      // `@unchecked Sendable`: `events` is read and written under `lock`.
      private let lock = NSLock()
      private var events: [String] = []
      let cancelled = DispatchSemaphore(value: 0)

      func note(_ event: String) {
        lock.lock()
        events.append(event)
        lock.unlock()
      }

      var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return events
      }

      /// Waits, as a hook, until its task is cancelled, noting the cancellation.
      func hold() async {
        await withTaskCancellationHandler {
          try? await Task.sleep(nanoseconds: 120_000_000_000)
        } onCancel: {
          self.note("cancelled")
          self.cancelled.signal()
        }
      }
    }

    /// Every call of one content handler.
    final class Recorder: @unchecked Sendable {
      // `@unchecked Sendable`: `calls` is read and written under `lock`.
      private let lock = NSLock()
      private var calls: [UNNotificationContent] = []
      let called = DispatchSemaphore(value: 0)

      func record(_ content: UNNotificationContent) {
        lock.lock()
        calls.append(content)
        lock.unlock()
        called.signal()
      }

      var all: [UNNotificationContent] {
        lock.lock()
        defer { lock.unlock() }
        return calls
      }
    }

    /// Signals when the hook starts, for the path that ends the extension while it runs.
    final class Signal: @unchecked Sendable {
      // `@unchecked Sendable`: a semaphore is safe to use from any thread.
      let semaphore = DispatchSemaphore(value: 0)
    }

    /// A team's principal class: the building block and a hook that sets the title.
    final class NotificationService: UNNotificationServiceExtension {
      private let content: RideServiceContent.Modifier

      init(
        deadline: TimeInterval, hookSeconds: UInt64, started: Signal, allowsFileURLs: Bool,
        order: Order?
      ) {
        content = RideServiceContent.Modifier(
          deadline: deadline, allowsFileURLs: allowsFileURLs
        ) { content, served in
          started.semaphore.signal()
          if let order {
            await order.hold()
          } else if hookSeconds > 0 { try? await Task.sleep(nanoseconds: hookSeconds * 1_000_000_000) }
          guard case .ride(let ride) = served else { return }
          content.title = "Ride with \(ride.driver)"
        }
        super.init()
      }

      override func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
      ) {
        content.didReceive(request, withContentHandler: contentHandler)
      }

      override func serviceExtensionTimeWillExpire() {
        content.serviceExtensionTimeWillExpire()
      }
    }

    /// Hands the service to another thread, as the system calls `serviceExtensionTimeWillExpire`.
    struct Handoff: @unchecked Sendable {
      // `@unchecked Sendable`: the modifier guards its state with a lock.
      let service: NotificationService
    }

    func describe(_ attachment: UNNotificationAttachment) -> String {
      "\(attachment.identifier):\(attachment.type):\(attachment.url.pathExtension)"
    }

    /// Runs one notification and prints what its handler got.
    func run(
      _ label: String, category: String = "ride", _ userInfo: [AnyHashable: Any],
      deadline: TimeInterval = 20, hookSeconds: UInt64 = 0, expire: Bool = false,
      settle: Double = 0.2, allowsFileURLs: Bool = true, order: Order? = nil
    ) -> [UNNotificationContent] {
      let content = UNMutableNotificationContent()
      content.title = "Original"
      content.categoryIdentifier = category
      content.userInfo = userInfo
      let request = UNNotificationRequest(identifier: label, content: content, trigger: nil)
      let recorder = Recorder()
      let started = Signal()
      let service = NotificationService(
        deadline: deadline, hookSeconds: hookSeconds, started: started,
        allowsFileURLs: allowsFileURLs, order: order)
      let start = Date()
      service.didReceive(request) { content in
        order?.note("delivered")
        recorder.record(content)
      }
      if expire {
        started.semaphore.wait()
        let handoff = Handoff(service: service)
        Thread.detachNewThread { handoff.service.serviceExtensionTimeWillExpire() }
      }
      _ = recorder.called.wait(timeout: .now() + 60)
      let elapsed = Date().timeIntervalSince(start)
      // Long enough for anything still running to call the handler a second time.
      Thread.sleep(forTimeInterval: settle)
      let calls = recorder.all
      var line = "\(label)|calls=\(calls.count) title=\(calls.first?.title ?? "-") attachments="
      line += (calls.first?.attachments ?? []).map(describe).joined(separator: ",")
      if deadline < 20 || expire { line += " early=\(elapsed < Double(slowSeconds))" }
      print(line)
      return calls
    }

    @main struct Driver {
      static func main() throws {
        // A server write to a connection the client closed fails instead of ending the driver.
        signal(SIGPIPE, SIG_IGN)
        let folder = URL(fileURLWithPath: CommandLine.arguments[1])
        let png = folder.appendingPathComponent("photo.png")
        try Data("png".utf8).write(to: png)
        let text = folder.appendingPathComponent("photo.txt")
        try Data("text".utf8).write(to: text)
        let large = folder.appendingPathComponent("large.png")
        _ = FileManager.default.createFile(atPath: large.path, contents: nil)
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: 10_000_001)
        try handle.close()
        let port = Server.start()
        let server = "http://127.0.0.1:\(port)"

        let file = run("file", ["driver": "Ann", "photo": png.absoluteString])
        let options = file.first?.attachments.first?.standInOptions ?? [:]
        print("options|" + options.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ","))
        _ = run(
          "http", ["driver": "Ann", "photo": "\(server)/photo", "voice": "\(server)/voice.mp3"])
        _ = run(
          "concurrent",
          ["driver": "Ann", "photo": "\(server)/wait.jpg", "voice": "\(server)/wait.mp3"],
          deadline: 3.5)
        _ = run(
          "deadline", ["driver": "Ann", "photo": png.absoluteString, "voice": "\(server)/slow.mp3"],
          deadline: 2, settle: Double(slowSeconds))
        _ = run(
          "expire", ["driver": "Ann", "photo": png.absoluteString], hookSeconds: 30, expire: true,
          settle: 1)
        _ = run("missing", ["driver": "Ann", "photo": "file:///nonexistent/photo.png"])
        _ = run("fileRefused", ["driver": "Ann", "photo": png.absoluteString], allowsFileURLs: false)
        _ = run(
          "oneFails",
          ["driver": "Ann", "photo": png.absoluteString, "voice": "\(server)/missing.mp3"])
        _ = run(
          "untyped", ["driver": "Ann", "photo": "\(server)/octet", "voice": text.absoluteString])
        _ = run("tooLarge", ["driver": "Ann", "photo": large.absoluteString])
        _ = run("undecodable", ["driver": "Ann", "photo": 42])
        _ = run("unserved", category: "note", ["driver": "Ann", "photo": png.absoluteString])
        let order = Order()
        _ = run(
          "order", ["driver": "Ann", "photo": png.absoluteString], expire: true, settle: 0,
          order: order)
        _ = order.cancelled.wait(timeout: .now() + 60)
        print("orderEvents|" + order.all.joined(separator: ","))

        let limit = 10_000_000
        _ = run("declaredTooLarge", ["driver": "Ann", "photo": "\(server)/huge.jpg"])
        let declared = Streams.shared.wait("/huge.jpg")
        print("measured: declared 64000000, sent \(declared)")
        print("declaredTooLargeSent|" + (0..<limit ~= declared ? "below the limit" : "\(declared)"))
        _ = run("endless", ["driver": "Ann", "photo": "\(server)/endless.jpg"])
        let endless = Streams.shared.wait("/endless.jpg")
        print("measured: endless, sent \(endless)")
        print("endlessSent|" + (0..<2 * limit ~= endless ? "below twice the limit" : "\(endless)"))
      }
    }

    """#
}
