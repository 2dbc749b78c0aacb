// The built-in templates are the `.mustache` files in this directory; SwiftPM
// embeds them in the binary (`.embedInCode` in Package.swift), so a copied
// `seguegen` binary needs no resource bundle. This file only exposes them.

/// The built-in templates, by name (file name without `.mustache`).
public enum BuiltinTemplates {
    /// The UTF-8 bytes of every built-in template, by name.
    public static let all: [(name: String, bytes: [UInt8])] = [
        ("uikit-scene.swift", PackageResources.uikit_scene_swift_mustache),
        ("uikit-support.swift", PackageResources.uikit_support_swift_mustache),
        ("appkit-scene.swift", PackageResources.appkit_scene_swift_mustache),
        ("appkit-support.swift", PackageResources.appkit_support_swift_mustache),
        ("preamble", PackageResources.preamble_mustache),
        ("scene-segues", PackageResources.scene_segues_mustache),
        ("support-segue-gen", PackageResources.support_segue_gen_mustache),
        ("support-failure", PackageResources.support_failure_mustache),
    ]

    /// The text of the built-in template `name`, or nil if there is none.
    public static func text(named name: String) -> String? {
        all.first { $0.name == name }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
