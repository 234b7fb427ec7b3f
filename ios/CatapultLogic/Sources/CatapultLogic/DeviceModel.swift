import Foundation

/// The phone's model identifier ("iPhone15,2"), as a saved motion trace names it: `UIDevice`'s
/// model says only "iPhone", and nothing here is personal. (On Linux, the machine: "x86_64".)
public func deviceModelIdentifier() -> String { machine }

/// Asked of the system once: it does not change while the app runs.
private let machine: String = {
    var system = utsname()
    uname(&system)
    return withUnsafeBytes(of: &system.machine) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}()
