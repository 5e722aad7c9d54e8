// The Swift of a service extension's building block, written once into its file: the
// `Modifier` a `UNNotificationServiceExtension` subclass holds, its once-only delivery and its
// downloads.

/// The building block as Swift source, at file scope inside `#if canImport(UserNotifications)`.
enum ServiceModifierSource {
  /// The source for the access level `access`, extending the enum `typeName`.
  static func text(access: String, typeName: String) -> String {
    template.replacing("@ACCESS@", with: access).replacing("@TYPE@", with: typeName)
  }

  /// The source with `@ACCESS@` for the access level and `@TYPE@` for the file's enum.
  ///
  /// Why it is built this way (docs/decisions.md): the header gives the content handler as a
  /// plain, non-`Sendable` block and `serviceExtensionTimeWillExpire()` comes on another thread,
  /// so the handler lives in a lock-guarded box that calls it once; every task captures only
  /// `Sendable` values, and the `UNNotificationAttachment`s and mutable contents are made and
  /// changed in one task; a content handed to the box is never changed again.
  static let template = #"""
    extension @TYPE@ {
      /// The building block of the extension's `UNNotificationServiceExtension` subclass: hold one
      /// in a `let`, and call `didReceive(_:withContentHandler:)` and
      /// `serviceExtensionTimeWillExpire()` from the methods of the same names.
      ///
      /// For a notification of a category the extension serves, whose payload decodes, it
      /// downloads the spec's attachments concurrently, attaches those that arrive (a failed one is
      /// left out, the others are kept, in spec order), then awaits `hook` with a mutable copy of
      /// the content and the typed payload, and delivers what the hook leaves. Any other
      /// notification is delivered as it came. The content handler is called exactly once: at the
      /// end, at the deadline or from `serviceExtensionTimeWillExpire()`, whichever comes first;
      /// the last two deliver the best content so far (the attachments that arrived, without the
      /// hook's changes).
      @ACCESS@ final class Modifier: @unchecked Sendable {
        // `@unchecked Sendable`: its one mutable property is read and written under `lock`.

        /// Changes a served notification's content once its attachments are in place. It runs in
        /// a task of its own, not on the main actor; the content is its alone until it returns.
        /// After the deadline the task is cancelled and what the hook does is not delivered.
        @ACCESS@ typealias Hook = @Sendable (UNMutableNotificationContent, Served) async -> Void

        /// The time from `didReceive` to delivery when none is given, in seconds: 25 of the
        /// about 30 the system allows, leaving time to hand the content over.
        @ACCESS@ static let defaultDeadline: TimeInterval = 25

        /// The time from `didReceive` to delivery, in seconds.
        private let deadline: TimeInterval
        /// The session HTTP and HTTPS attachments are downloaded with, which watches their bytes.
        private let downloads: Download.Downloads
        /// Whether a `file` URL in a payload is attached: off unless asked for, since a pushed
        /// payload could otherwise show any readable file of the extension on the lock screen.
        private let allowsFileURLs: Bool
        /// The team's changes; nil delivers the content with its attachments only.
        private let hook: Hook?
        /// Guards `pending`.
        private let lock = NSLock()
        /// The notifications not yet delivered, for `serviceExtensionTimeWillExpire()`.
        private var pending: [Delivery] = []

        /// Creates a modifier that delivers within `deadline` seconds of `didReceive`,
        /// downloading with a session of its own made with `configuration` and changing the
        /// content with `hook`. With `allowsFileURLs`, a `file` URL in a payload is attached too
        /// (for tests and local files the app placed on purpose).
        @ACCESS@ init(
          deadline: TimeInterval = Modifier.defaultDeadline,
          configuration: URLSessionConfiguration = .default, allowsFileURLs: Bool = false,
          _ hook: Hook? = nil
        ) {
          self.deadline = deadline
          downloads = Download.Downloads(configuration: configuration)
          self.allowsFileURLs = allowsFileURLs
          self.hook = hook
        }

        /// Starts on a notification; the content handler is called exactly once, later or now.
        @ACCESS@ func didReceive(
          _ request: UNNotificationRequest,
          withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
        ) {
          let original = request.content
          let delivery = Delivery(original: original, contentHandler: contentHandler)
          lock.lock()
          pending.removeAll { $0.isDelivered }
          pending.append(delivery)
          lock.unlock()
          guard
            let served = Served(
              categoryIdentifier: original.categoryIdentifier, userInfo: original.userInfo)
          else {
            return delivery.deliver(original)
          }
          let work = Task { [downloads, allowsFileURLs, hook] in
            await Self.prepare(
              served, for: delivery, downloads: downloads, allowsFileURLs: allowsFileURLs,
              hook: hook)
          }
          // Clamped so that the conversion cannot overflow.
          let nanoseconds = UInt64(min(max(deadline, 0), 86_400) * 1_000_000_000)
          let timer = Task {
            try? await Task.sleep(nanoseconds: nanoseconds)
            delivery.deliverBest()
          }
          delivery.track([work, timer])
        }

        /// Delivers the best content so far of every notification not yet delivered: the system
        /// calls it, on another thread, just before it ends the extension.
        @ACCESS@ func serviceExtensionTimeWillExpire() {
          lock.lock()
          let expiring = pending
          pending.removeAll()
          lock.unlock()
          for delivery in expiring { delivery.deliverBest() }
        }

        /// Downloads and attaches `served`'s attachments, runs the hook and delivers.
        private static func prepare(
          _ served: Served, for delivery: Delivery, downloads: Download.Downloads,
          allowsFileURLs: Bool, hook: Hook?
        ) async {
          let requested = served.attachments
          var attached: [UNNotificationAttachment?] = Array(repeating: nil, count: requested.count)
          await withTaskGroup(of: (Int, Download.File?).self) { group in
            for (index, attachment) in requested.enumerated() {
              group.addTask {
                let file = await Download.file(
                  for: attachment, downloads: downloads, allowsFileURLs: allowsFileURLs)
                return (index, file)
              }
            }
            for await (index, file) in group {
              guard let file else { continue }
              guard !Task.isCancelled else {
                try? FileManager.default.removeItem(at: file.url)
                continue
              }
              attached[index] = file.attachment(identifier: requested[index].key)
              delivery.improve(with: attached.compactMap { $0 })
            }
          }
          let content = delivery.content(with: attached.compactMap { $0 })
          if let hook, let content { await hook(content, served) }
          delivery.deliver(content)
        }

        /// One notification: its content handler, called once, and the best content so far.
        final class Delivery: @unchecked Sendable {
          // `@unchecked Sendable`: the mutable properties are read and written under `lock`;
          // the contents it holds are never changed once handed to it.

          /// Guards the mutable properties.
          private let lock = NSLock()
          /// The content as it came.
          private let original: UNNotificationContent
          /// The content with the attachments that arrived so far; nil before the first.
          private var best: UNNotificationContent?
          /// The system's handler; nil once called.
          private var contentHandler: ((UNNotificationContent) -> Void)?
          /// The download and deadline tasks, cancelled on delivery.
          private var tasks: [Task<Void, Never>] = []

          /// Starts a delivery of `original` to `contentHandler`.
          init(
            original: UNNotificationContent,
            contentHandler: @escaping (UNNotificationContent) -> Void
          ) {
            self.original = original
            self.contentHandler = contentHandler
          }

          /// Whether the content handler has been called.
          var isDelivered: Bool {
            lock.lock()
            defer { lock.unlock() }
            return contentHandler == nil
          }

          /// A mutable copy of the content as it came with `attachments` added to its own.
          func content(with attachments: [UNNotificationAttachment]) -> UNMutableNotificationContent?
          {
            guard let content = original.mutableCopy() as? UNMutableNotificationContent else {
              return nil
            }
            if !attachments.isEmpty { content.attachments += attachments }
            return content
          }

          /// Records the attachments that arrived so far as the best content.
          func improve(with attachments: [UNNotificationAttachment]) {
            guard let content = content(with: attachments) else { return }
            lock.lock()
            best = content
            lock.unlock()
          }

          /// Keeps `tasks` to cancel on delivery; cancels them now if it has happened.
          func track(_ tasks: [Task<Void, Never>]) {
            lock.lock()
            let delivered = contentHandler == nil
            if !delivered { self.tasks += tasks }
            lock.unlock()
            guard delivered else { return }
            for task in tasks { task.cancel() }
          }

          /// Delivers the best content so far.
          func deliverBest() {
            lock.lock()
            let content = best ?? original
            lock.unlock()
            deliver(content)
          }

          /// Calls the content handler with `content` (the content as it came when nil), unless
          /// it has been called; then cancels the tasks. The handler comes first: cancelling a
          /// running download can take a while, and delivery must not wait for it.
          func deliver(_ content: UNNotificationContent?) {
            lock.lock()
            let handler = contentHandler
            let running = tasks
            contentHandler = nil
            tasks = []
            best = nil
            lock.unlock()
            guard let handler else { return }
            handler(content ?? original)
            for task in running { task.cancel() }
          }
        }

        /// Fetching one attachment into a file of its own with the right extension.
        enum Download {
          /// A fetched file and its type identifier.
          struct File: Sendable {
            /// Where it is: a new file in the temporary folder.
            let url: URL
            /// Its uniform type identifier, passed as the type hint.
            let typeIdentifier: String

            /// The attachment of the file; nil, with the file removed, when it is refused.
            func attachment(identifier: String) -> UNNotificationAttachment? {
              do {
                return try UNNotificationAttachment(
                  identifier: identifier, url: url,
                  options: [UNNotificationAttachmentOptionsTypeHintKey: typeIdentifier])
              } catch {
                try? FileManager.default.removeItem(at: url)
                return nil
              }
            }
          }

          /// Fetches an attachment: a `file` URL is copied (when allowed), an `http` or `https`
          /// one downloaded. Nil when the URL is absent or of another scheme, the server does not
          /// answer 2xx, the file is larger than the kind allows (a download is refused when it
          /// declares more, and cancelled once it sends more) or its type is not one of the
          /// kind's.
          static func file(
            for attachment: Served.Attachment, downloads: Downloads, allowsFileURLs: Bool
          ) async -> File? {
            guard let url = attachment.url else { return nil }
            let kind = attachment.kind
            if url.isFileURL {
              guard allowsFileURLs else { return nil }
              // Read directly on every platform: not every URLSession reads file URLs.
              guard let type = kind.typeIdentifier(mimeType: nil, pathExtension: url.pathExtension)
              else { return nil }
              return place(url.resolvingSymlinksInPath(), type: type, kind: kind, move: false)
            }
            guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
            else { return nil }
            return await downloads.file(url, kind: kind)
          }

          /// Moves or copies a regular file no larger than the kind allows to a new temporary
          /// file with the type's extension.
          static func place(_ source: URL, type: String, kind: Served.Attachment.Kind, move: Bool)
            -> File?
          {
            let manager = FileManager.default
            guard let attributes = try? manager.attributesOfItem(atPath: source.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? NSNumber, size.int64Value <= Int64(kind.maximumBytes)
            else {
              if move { try? manager.removeItem(at: source) }
              return nil
            }
            let name = UUID().uuidString + "." + Served.Attachment.Kind.pathExtension(of: type)
            let destination = manager.temporaryDirectory.appendingPathComponent(name)
            do {
              if move {
                try manager.moveItem(at: source, to: destination)
              } else {
                try manager.copyItem(at: source, to: destination)
              }
            } catch {
              if move { try? manager.removeItem(at: source) }
              return nil
            }
            return File(url: destination, typeIdentifier: type)
          }

          /// The modifier's URL session: its delegate hands each data task's events to the
          /// `Receiver` of its download. The session ends with the modifier.
          final class Downloads: @unchecked Sendable {
            // `@unchecked Sendable`: a `URLSession` is safe to use from any thread, and `Router`
            // guards its state.

            /// The session.
            private let session: URLSession
            /// Its delegate.
            private let router: Router

            /// A session made with `configuration`.
            init(configuration: URLSessionConfiguration) {
              let router = Router()
              self.router = router
              session = URLSession(
                configuration: configuration, delegate: router, delegateQueue: nil)
            }

            deinit { session.invalidateAndCancel() }

            /// Downloads `url` as an attachment of `kind`; cancelled with the fetching task.
            func file(_ url: URL, kind: Served.Attachment.Kind) async -> File? {
              let receiver = Receiver(url: url, kind: kind)
              return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                  receiver.start(session.dataTask(with: url), router, continuation)
                }
              } onCancel: {
                receiver.cancel()
              }
            }
          }

          /// The session's delegate: hands each data task's events to its download's receiver.
          final class Router: NSObject, URLSessionDataDelegate, @unchecked Sendable {
            // `@unchecked Sendable`: `receivers` is read and written under `lock`.

            /// Guards `receivers`.
            private let lock = NSLock()
            /// The receivers of the running tasks, by task identifier.
            private var receivers: [Int: Receiver] = [:]

            /// Hands `task`'s events to `receiver` until it completes.
            func register(_ receiver: Receiver, for task: URLSessionTask) {
              lock.lock()
              receivers[task.taskIdentifier] = receiver
              lock.unlock()
            }

            /// The receiver of `task`, if any; with `removing`, no longer kept.
            private func receiver(of task: URLSessionTask, removing: Bool = false) -> Receiver? {
              lock.lock()
              defer { lock.unlock() }
              return removing
                ? receivers.removeValue(forKey: task.taskIdentifier)
                : receivers[task.taskIdentifier]
            }

            func urlSession(
              _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
              completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
            ) {
              guard let receiver = receiver(of: dataTask) else { return completionHandler(.cancel) }
              completionHandler(receiver.accept(response) ? .allow : .cancel)
            }

            func urlSession(
              _ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data
            ) {
              receiver(of: dataTask)?.receive(data)
            }

            func urlSession(
              _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
            ) {
              receiver(of: task, removing: true)?.complete(error)
            }
          }

          /// One download, watching its bytes as they arrive: it refuses a response that is not
          /// a success, names no type of the kind or declares a length over the kind's limit,
          /// writes the body to a temporary file and cancels the task once the bytes received
          /// pass the limit. It resumes the fetching task exactly once, and is cancelled with
          /// it, even before it starts.
          final class Receiver: @unchecked Sendable {
            // `@unchecked Sendable`: the mutable properties are read and written under `lock`.

            /// The URL, whose extension can name the type.
            private let url: URL
            /// The kind: its types and its largest file.
            private let kind: Served.Attachment.Kind
            /// Guards the mutable properties.
            private let lock = NSLock()
            /// Whether it has finished (or was cancelled before it started).
            private var finished = false
            /// The task once started; nil once finished.
            private var task: URLSessionDataTask?
            /// The fetching task's continuation; nil once resumed.
            private var continuation: CheckedContinuation<File?, Never>?
            /// The accepted response's type identifier.
            private var type: String?
            /// The file the body goes to, and the stream that writes it, once the response is
            /// accepted.
            private var location: URL?
            private var stream: OutputStream?
            /// The body's bytes received so far.
            private var received: Int64 = 0

            /// A download of `url` as an attachment of `kind`.
            init(url: URL, kind: Served.Attachment.Kind) {
              self.url = url
              self.kind = kind
            }

            /// Starts `task`, its events handed over by `router`, resuming `continuation` when
            /// it ends; resumes it at once when the fetching task was already cancelled.
            func start(
              _ task: URLSessionDataTask, _ router: Router,
              _ continuation: CheckedContinuation<File?, Never>
            ) {
              lock.lock()
              guard !finished else {
                lock.unlock()
                return continuation.resume(returning: nil)
              }
              self.task = task
              self.continuation = continuation
              lock.unlock()
              router.register(self, for: task)
              task.resume()
            }

            /// Stops the download without a file: the fetching task was cancelled, or the
            /// download failed a check.
            func cancel() {
              finish(nil)
            }

            /// Whether to go on with `response`: a success that names a type of the kind and
            /// declares no more bytes than the kind allows, whose body goes to a new temporary
            /// file. Anything else ends the download.
            func accept(_ response: URLResponse) -> Bool {
              guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode),
                response.expectedContentLength <= Int64(kind.maximumBytes),
                let type = kind.typeIdentifier(
                  mimeType: response.mimeType, pathExtension: url.pathExtension)
              else {
                finish(nil)
                return false
              }
              let manager = FileManager.default
              let location = manager.temporaryDirectory.appendingPathComponent(
                UUID().uuidString + ".download")
              guard let stream = OutputStream(url: location, append: false) else {
                finish(nil)
                return false
              }
              stream.open()
              lock.lock()
              let open = !finished
              if open {
                self.type = type
                self.location = location
                self.stream = stream
              }
              lock.unlock()
              guard open else {
                stream.close()
                try? manager.removeItem(at: location)
                return false
              }
              return true
            }

            /// Writes the bytes to the file, or ends the download once they pass the kind's
            /// limit.
            func receive(_ data: Data) {
              lock.lock()
              received += Int64(data.count)
              var written = false
              if !finished, received <= Int64(kind.maximumBytes), let stream {
                written = Self.write(data, to: stream)
              }
              lock.unlock()
              if !written { finish(nil) }
            }

            /// Writes all of `data`; false when the stream fails.
            private static func write(_ data: Data, to stream: OutputStream) -> Bool {
              data.withUnsafeBytes { buffer in
                guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return true }
                var offset = 0
                while offset < buffer.count {
                  let count = stream.write(base + offset, maxLength: buffer.count - offset)
                  guard count > 0 else { return false }
                  offset += count
                }
                return true
              }
            }

            /// Keeps the file of a download that completed, and ends.
            func complete(_ error: (any Error)?) {
              lock.lock()
              let location = error == nil ? location : nil
              let type = type
              lock.unlock()
              guard let location, let type else { return finish(nil) }
              finish((location, type))
            }

            /// Ends once: closes the file, cancels the task if it still runs and resumes the
            /// fetching task with the placed file of `kept`, or nil (the file removed).
            private func finish(_ kept: (location: URL, type: String)?) {
              lock.lock()
              guard !finished else { return lock.unlock() }
              finished = true
              let task = task
              let continuation = continuation
              let stream = stream
              let location = location
              self.task = nil
              self.continuation = nil
              self.stream = nil
              lock.unlock()
              stream?.close()
              var file: File?
              if let kept {
                file = place(kept.location, type: kept.type, kind: kind, move: true)
              } else {
                task?.cancel()
                if let location { try? FileManager.default.removeItem(at: location) }
              }
              continuation?.resume(returning: file)
            }
          }
        }
      }
    }
    """#
}
