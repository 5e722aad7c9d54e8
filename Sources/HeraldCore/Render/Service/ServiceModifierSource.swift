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
        /// The session HTTP and HTTPS attachments are downloaded with.
        private let session: URLSession
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
        /// downloading with `session` and changing the content with `hook`. With
        /// `allowsFileURLs`, a `file` URL in a payload is attached too (for tests and local
        /// files the app placed on purpose).
        @ACCESS@ init(
          deadline: TimeInterval = Modifier.defaultDeadline, session: URLSession = .shared,
          allowsFileURLs: Bool = false, _ hook: Hook? = nil
        ) {
          self.deadline = deadline
          self.session = session
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
          let work = Task { [session, allowsFileURLs, hook] in
            await Self.prepare(
              served, for: delivery, session: session, allowsFileURLs: allowsFileURLs, hook: hook)
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
          _ served: Served, for delivery: Delivery, session: URLSession, allowsFileURLs: Bool,
          hook: Hook?
        ) async {
          let requested = served.attachments
          var attached: [UNNotificationAttachment?] = Array(repeating: nil, count: requested.count)
          await withTaskGroup(of: (Int, Download.File?).self) { group in
            for (index, attachment) in requested.enumerated() {
              group.addTask {
                let file = await Download.file(
                  for: attachment, session: session, allowsFileURLs: allowsFileURLs)
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
          /// it has been called; cancels the tasks.
          func deliver(_ content: UNNotificationContent?) {
            lock.lock()
            let handler = contentHandler
            let running = tasks
            contentHandler = nil
            tasks = []
            best = nil
            lock.unlock()
            guard let handler else { return }
            for task in running { task.cancel() }
            handler(content ?? original)
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
          /// answer 2xx, the file is larger than the kind allows or its type is not one of the
          /// kind's.
          static func file(
            for attachment: Served.Attachment, session: URLSession, allowsFileURLs: Bool
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
            let running = Running()
            return await withTaskCancellationHandler {
              await withCheckedContinuation { continuation in
                let task = session.downloadTask(with: url) { location, response, _ in
                  continuation.resume(returning: received(location, response, url, kind))
                }
                running.start(task)
              }
            } onCancel: {
              running.cancel()
            }
          }

          /// Keeps a downloaded file (moved before the session removes it) when the response
          /// is a success and names, or the URL's extension names, a type of the kind.
          static func received(
            _ location: URL?, _ response: URLResponse?, _ url: URL, _ kind: Served.Attachment.Kind
          ) -> File? {
            guard let location else { return nil }
            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode),
              let type = kind.typeIdentifier(
                mimeType: response?.mimeType, pathExtension: url.pathExtension)
            else {
              try? FileManager.default.removeItem(at: location)
              return nil
            }
            return place(location, type: type, kind: kind, move: true)
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

          /// A download task, cancelled when the fetching task is, even before it starts.
          final class Running: @unchecked Sendable {
            // `@unchecked Sendable`: the mutable properties are read and written under `lock`.

            /// Guards the mutable properties.
            private let lock = NSLock()
            /// The task once started.
            private var task: URLSessionTask?
            /// Whether the fetching task was cancelled.
            private var cancelled = false

            /// Starts `task`, and cancels it at once when the fetching task already was.
            func start(_ task: URLSessionTask) {
              lock.lock()
              self.task = task
              let cancelled = cancelled
              lock.unlock()
              task.resume()
              if cancelled { task.cancel() }
            }

            /// Cancels the task, or the one that starts later.
            func cancel() {
              lock.lock()
              cancelled = true
              let task = task
              lock.unlock()
              task?.cancel()
            }
          }
        }
      }
    }
    """#
}
