// The file formats a notification attachment may hold, as the generated service code reads
// them from a download's MIME type or a URL's file extension.

/// One supported format: its uniform type identifier (the type hint Herald passes), the MIME
/// types a server may send for it and the file extensions it may have. The first extension is
/// the one the downloaded file gets.
struct AttachmentFormat {
  /// The uniform type identifier, one of `AttachmentKind.typeIdentifiers`.
  let typeIdentifier: String
  /// The MIME types (lowercase, without parameters) that name it.
  let mimeTypes: [String]
  /// The file extensions (lowercase) that name it; the first is written.
  let fileExtensions: [String]

  /// Every format Apple lists for attachments.
  static let all: [AttachmentFormat] = [
    AttachmentFormat(
      typeIdentifier: "public.jpeg", mimeTypes: ["image/jpeg", "image/jpg", "image/pjpeg"],
      fileExtensions: ["jpg", "jpeg", "jpe"]),
    AttachmentFormat(
      typeIdentifier: "com.compuserve.gif", mimeTypes: ["image/gif"], fileExtensions: ["gif"]),
    AttachmentFormat(
      typeIdentifier: "public.png", mimeTypes: ["image/png"], fileExtensions: ["png"]),
    AttachmentFormat(
      typeIdentifier: "public.aiff-audio", mimeTypes: ["audio/aiff", "audio/x-aiff"],
      fileExtensions: ["aiff", "aif"]),
    AttachmentFormat(
      typeIdentifier: "com.microsoft.waveform-audio",
      mimeTypes: ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"],
      fileExtensions: ["wav", "wave"]),
    AttachmentFormat(
      typeIdentifier: "public.mp3", mimeTypes: ["audio/mpeg", "audio/mp3", "audio/mpeg3"],
      fileExtensions: ["mp3"]),
    AttachmentFormat(
      typeIdentifier: "public.mpeg-4-audio", mimeTypes: ["audio/mp4", "audio/x-m4a", "audio/m4a"],
      fileExtensions: ["m4a"]),
    AttachmentFormat(
      typeIdentifier: "public.mpeg", mimeTypes: ["video/mpeg"], fileExtensions: ["mpg", "mpeg"]),
    AttachmentFormat(
      typeIdentifier: "public.mpeg-2-video", mimeTypes: ["video/mpeg2"], fileExtensions: ["m2v"]),
    AttachmentFormat(
      typeIdentifier: "public.mpeg-4", mimeTypes: ["video/mp4"], fileExtensions: ["mp4"]),
    AttachmentFormat(
      typeIdentifier: "public.avi", mimeTypes: ["video/avi", "video/x-msvideo", "video/msvideo"],
      fileExtensions: ["avi"]),
  ]
}
