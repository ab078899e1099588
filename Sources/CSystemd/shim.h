#include <systemd/sd-bus.h>
#include <string.h>

/* sd-bus's vtable macros do not import into Swift; these build the same entries. */

static inline sd_bus_vtable listend_vtable_start(uint64_t flags) {
    sd_bus_vtable entry = SD_BUS_VTABLE_START(flags);
    return entry;
}

static inline sd_bus_vtable listend_vtable_end(void) {
    sd_bus_vtable entry = SD_BUS_VTABLE_END;
    return entry;
}

/* `names`: the input then output parameter names, each followed by a NUL. */
static inline sd_bus_vtable listend_vtable_method(const char *member, const char *signature, const char *result,
                                                  const char *names, sd_bus_message_handler_t handler, uint64_t flags) {
    sd_bus_vtable entry;
    memset(&entry, 0, sizeof entry);
    entry.type = _SD_BUS_VTABLE_METHOD;
    entry.flags = flags;
    entry.x.method.member = member;
    entry.x.method.signature = signature;
    entry.x.method.result = result;
    entry.x.method.handler = handler;
    entry.x.method.names = names;
    return entry;
}

static inline sd_bus_vtable listend_vtable_signal(const char *member, const char *signature, const char *names, uint64_t flags) {
    sd_bus_vtable entry;
    memset(&entry, 0, sizeof entry);
    entry.type = _SD_BUS_VTABLE_SIGNAL;
    entry.flags = flags;
    entry.x.signal.member = member;
    entry.x.signal.signature = signature;
    entry.x.signal.names = names;
    return entry;
}

/* A property; writable when `set` is not NULL. */
static inline sd_bus_vtable listend_vtable_property(const char *member, const char *signature, sd_bus_property_get_t get,
                                                    sd_bus_property_set_t set, uint64_t flags) {
    sd_bus_vtable entry;
    memset(&entry, 0, sizeof entry);
    entry.type = set ? _SD_BUS_VTABLE_WRITABLE_PROPERTY : _SD_BUS_VTABLE_PROPERTY;
    entry.flags = flags;
    entry.x.property.member = member;
    entry.x.property.signature = signature;
    entry.x.property.get = get;
    entry.x.property.set = set;
    return entry;
}
