import CSystemd
#if canImport(Glibc)
import Glibc
#endif

/// sd-bus vtables for the interfaces, with every string they point to, freed with the bus.
final class VTables: @unchecked Sendable {
    private(set) var entries: [UnsafeMutablePointer<sd_bus_vtable>] = []
    private var strings: [UnsafeMutablePointer<CChar>] = []

    init(_ interfaces: [BusInterface]) {
        for interface in interfaces {
            var table = [listend_vtable_start(0)]
            for method in interface.methods {
                table.append(listend_vtable_method(keep(method.name), keep(method.signature), keep(""),
                                                   keep(names: method.parameterNames), busMethodCallback, 0))
            }
            for property in interface.properties {
                let flags: UInt64
                switch property.change {
                case .emits: flags = UInt64(SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE)
                case .constant: flags = UInt64(SD_BUS_VTABLE_PROPERTY_CONST)
                case .silent: flags = 0
                }
                table.append(listend_vtable_property(keep(property.name), keep(property.signature), busGetCallback,
                                                     property.writable ? busSetCallback : nil, flags))
            }
            for signal in interface.signals {
                table.append(listend_vtable_signal(keep(signal.name), keep(signal.signature), keep(names: signal.parameterNames), 0))
            }
            table.append(listend_vtable_end())
            let pointer = UnsafeMutablePointer<sd_bus_vtable>.allocate(capacity: table.count)
            pointer.initialize(from: table, count: table.count)
            entries.append(pointer)
        }
    }

    deinit {
        entries.forEach { $0.deallocate() }
        strings.forEach { free($0) }
    }

    private func keep(_ text: String) -> UnsafeMutablePointer<CChar> {
        let copy = strdup(text)!
        strings.append(copy)
        return copy
    }

    /// Names each followed by a NUL, as sd-bus reads parameter names.
    private func keep(names: [String]) -> UnsafeMutablePointer<CChar> {
        let bytes: [UInt8] = names.flatMap { Array($0.utf8) + [0] } + [0]
        let copy = malloc(bytes.count)!.assumingMemoryBound(to: CChar.self)
        for (i, byte) in bytes.enumerated() { copy[i] = CChar(bitPattern: byte) }
        strings.append(copy)
        return copy
    }
}
