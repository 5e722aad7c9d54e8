// Stand-in only, and empty on purpose. The toolchain's Testing module declares a cross-import
// overlay with UIKit (`Testing.swiftcrossimport/UIKit.swiftoverlay` names `_Testing_UIKit`,
// which adds image attachments on Apple platforms) and ships none on Linux, so a test file that
// imports both Testing and the UIKit stand-in would fail with "no such module '_Testing_UIKit'".
// This module answers that import and declares nothing.
