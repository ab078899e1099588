#!/usr/bin/env python3
"""Resident memory of a running process, down to the pages of its executable.

Reads /proc/PID/smaps (every mapping's Rss, Pss, clean/dirty, anonymous, referenced) and
/proc/PID/pagemap (one 64-bit entry per virtual page: bit 63 present, bit 62 swapped, bit 61
file page or shared anonymous, bit 56 mapped exclusively) for the mappings of the executable,
and attributes each resident page of the executable to the ELF sections and symbols it covers.
Symbols come from `nm -n -S --defined-only`; each is given a module: Swift symbols by the module
in their mangled name (`$s7NIOCore…` → NIOCore), C and C++ symbols by their prefix (ICU,
BoringSSL, CoreFoundation, libdispatch, the Swift runtime), and symbols that name no module
(specialisations of standard-library generics, outlined copies, static C functions, metadata
strings) by the symbols around them, since the linker lays each object file out contiguously.
A page is shared out between the symbols it covers in proportion to their bytes on that page.
Standard-library generic code (a specialisation of Dictionary, an outlined copy) is placed by the
linker among the code of the first object file that emitted it; the "stdlib" column says how much
of a module's resident bytes are such code, which would move elsewhere rather than go away if the
module went.

Usage: as root or as the process's owner (the present bits of pagemap are readable by the owner;
--pageout needs CAP_SYS_NICE, so root):

    bench/rss.py PID [--exe PATH] [--top 30] [--save snap.json] [--baseline snap.json]
                 [--pageout exe|all] [--clear-refs] [--json out.json]

  --exe PATH         the executable the process runs (default: /proc/PID/exe); its symbols,
                     sections and build id are read from this file, so it must be the same build
  --save FILE        write the resident pages of the executable (ELF addresses) to FILE
  --baseline FILE    also report the pages resident now but not in FILE, and the other way round
                     (e.g. a snapshot after 1 s against one after 30 s)
  --pageout exe|all  after the report, ask the kernel to reclaim the process's clean file pages
                     (process_madvise MADV_PAGEOUT) of the executable only, or of every file
                     mapping; pages the process touches again fault back in, so a report some
                     seconds later shows the working set without the pages only touched at startup
  --clear-refs       after the report, clear the referenced (accessed) bits of the process's pages;
                     smaps' Referenced column of a later report then counts, page by page and
                     without fault-around, the pages touched in between
  --json FILE        the tables as JSON

Fault-around: when a file page is faulted, the kernel also maps the pages of the same aligned
window (fault_around_bytes, 64 KB by default; readable in debugfs) that are already in the page
cache. Resident pages therefore come in aligned 16-page blocks even when one page of the block
was touched; the "runs" table shows how many resident pages are isolated and how many are in
runs, and how many aligned 64 KB windows are fully resident.
"""
import argparse, bisect, collections, ctypes, json, os, re, shutil, struct, subprocess, sys

PAGE = os.sysconf("SC_PAGE_SIZE")
WINDOW = 65536  # the kernel's default fault_around_bytes


# ---------------------------------------------------------------- /proc

def read_smaps(pid):
    """Mappings of the process with their smaps fields (kB) and device/inode."""
    maps = []
    head = re.compile(r"^([0-9a-f]+)-([0-9a-f]+) (\S{4}) ([0-9a-f]+) ([0-9a-f]+):([0-9a-f]+) (\d+)\s*(.*)$")
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            m = head.match(line)
            if m:
                maps.append({"start": int(m[1], 16), "end": int(m[2], 16), "perms": m[3], "offset": int(m[4], 16),
                             "dev": (int(m[5], 16), int(m[6], 16)), "inode": int(m[7]), "path": m[8].strip(),
                             "kb": {}})
                continue
            parts = line.split()
            if len(parts) == 3 and parts[2] == "kB" and maps:
                maps[-1]["kb"][parts[0].rstrip(":")] = int(parts[1])
    return maps


def status_fields(pid):
    out = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            out[key] = value.strip()
    return out


def pagemap_entries(pid, start, end):
    """The 64-bit pagemap entries of the pages in [start, end)."""
    n = (end - start) // PAGE
    with open(f"/proc/{pid}/pagemap", "rb") as f:
        f.seek(start // PAGE * 8)
        data = f.read(n * 8)
    return struct.unpack(f"<{len(data) // 8}Q", data)


def fault_around_bytes():
    for path in ("/sys/kernel/debug/fault_around_bytes", "/proc/sys/vm/fault_around_bytes"):
        try:
            with open(path) as f:
                return int(f.read()), path
        except (OSError, ValueError):
            pass
    return None, "not readable (debugfs not mounted or locked down); the kernel default is 65536"


# ---------------------------------------------------------------- ELF

class Elf:
    def __init__(self, path):
        self.path = path
        with open(path, "rb") as f:
            ident = f.read(64)
            if ident[:4] != b"\x7fELF" or ident[4] != 2 or ident[5] != 1:
                raise SystemExit(f"{path}: not a 64-bit little-endian ELF file")
            (e_type, _, _, _, e_phoff, e_shoff, _, _, e_phentsize, e_phnum, e_shentsize, e_shnum,
             e_shstrndx) = struct.unpack("<HHIQQQIHHHHHH", ident[16:64])
            self.type = e_type
            f.seek(e_phoff)
            self.segments = []
            for _ in range(e_phnum):
                p_type, p_flags, p_offset, p_vaddr, _, p_filesz, p_memsz, p_align = struct.unpack("<IIQQQQQQ", f.read(e_phentsize)[:56])
                self.segments.append({"type": p_type, "flags": p_flags, "offset": p_offset, "vaddr": p_vaddr,
                                      "filesz": p_filesz, "memsz": p_memsz})
            f.seek(e_shoff)
            raw = [struct.unpack("<IIQQQQIIQQ", f.read(e_shentsize)[:64]) for _ in range(e_shnum)]
            strtab = raw[e_shstrndx]
            f.seek(strtab[4])
            names = f.read(strtab[5])
            self.sections = []
            for (name, sh_type, flags, addr, offset, size, _, _, _, _) in raw:
                label = names[name:names.index(b"\0", name)].decode()
                if flags & 2 and size and not (flags & 0x400 and sh_type == 8):  # allocated, not .tbss
                    self.sections.append({"name": label, "addr": addr, "size": size, "nobits": sh_type == 8,
                                          "write": bool(flags & 1), "exec": bool(flags & 4)})
            self.sections.sort(key=lambda s: s["addr"])
            self.build_id = None
            for s in raw:
                if s[1] == 7:  # SHT_NOTE
                    f.seek(s[4])
                    note = f.read(s[5])
                    pos = 0
                    while pos + 12 <= len(note):
                        namesz, descsz, ntype = struct.unpack("<III", note[pos:pos + 12])
                        name_end = pos + 12 + (namesz + 3) // 4 * 4
                        if ntype == 3 and note[pos + 12:pos + 12 + namesz].rstrip(b"\0") == b"GNU":
                            self.build_id = note[name_end:name_end + descsz].hex()
                        pos = name_end + (descsz + 3) // 4 * 4
        self.section_starts = [s["addr"] for s in self.sections]

    def section_at(self, addr):
        i = bisect.bisect_right(self.section_starts, addr) - 1
        if i >= 0 and addr < self.sections[i]["addr"] + self.sections[i]["size"]:
            return self.sections[i]
        return None


def section_class(name):
    """A coarse class of a section, for the module table's columns."""
    if name in (".text", ".init", ".fini", ".plt", ".plt.got", ".plt.sec"):
        return "code"
    if name.startswith(".eh_frame") or name == ".gcc_except_table":
        return "unwind"
    if name.startswith("swift5_") or name == ".swift_modhash":
        return "swiftmeta"
    if name in (".rodata", ".data.rel.ro", ".lldbsummaries") or name.startswith(".rodata"):
        return "rodata"
    if name in (".data", ".bss", ".tbss", ".tdata", ".got", ".got.plt", ".cfstr.data", ".tm_clone_table",
                ".init_array", ".fini_array", ".dynamic") or name.startswith(".data"):
        return "data"
    return "elf"  # .dynsym, .dynstr, .gnu.hash, .rela.dyn, notes: the dynamic linker's


CLASSES = ["code", "rodata", "data", "swiftmeta", "unwind", "elf"]


# ---------------------------------------------------------------- symbols → modules

STDLIB_MODULES = {"Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "Synchronization", "Distributed",
                  "_Volatile", "_Differentiation", "_Backtracing", "Runtime", "Observation", "Cxx", "CxxStdlib",
                  "SwiftOnoneSupport", "Dispatch", "Glibc", "Musl", "SwiftGlibc"}
# Families of modules: what one dependency brings in.
FAMILIES = [
    ("Foundation (full, with ICU)", {"Foundation", "FoundationNetworking", "FoundationXML", "CoreFoundation",
                                      "FoundationInternationalization", "_FoundationICU", "BlocksRuntime"}),
    ("FoundationEssentials", {"FoundationEssentials", "_FoundationCollections", "_FoundationCShims",
                              "_FoundationEssentials"}),
    ("Swift stdlib + runtime", STDLIB_MODULES | {"Swift runtime (C++)", "libdispatch"}),
    ("swift-nio (core, posix, http1)", {"NIOCore", "NIOPosix", "NIO", "NIOHTTP1", "NIOConcurrencyHelpers",
                                         "_NIODataStructures", "_NIOBase64", "NIOEmbedded", "NIOTLS", "CNIOPosix",
                                         "NIO C shims", "CNIOLinux", "CNIOLLHTTP", "CNIOAtomics", "_NIOFileSystem",
                                         "NIOFileSystem", "NIOFS", "_NIOConcurrency", "DequeModule",
                                         "InternalCollectionsUtilities", "Atomics", "_AtomicsShims",
                                         "SystemPackage"}),
    ("AsyncHTTPClient + TLS/HTTP2 stack", {"AsyncHTTPClient", "CAsyncHTTPClient", "NIOHTTP2", "NIOHPACK", "NIOSSL",
                                            "CNIOBoringSSL", "CNIOBoringSSLShims", "NIOHTTPCompression", "NIOSOCKS",
                                            "NIOExtras", "CNIOExtrasZlib", "Algorithms", "RealModule", "_NumericsShims",
                                            "Configuration", "Tracing", "Instrumentation", "ServiceContextModule",
                                            "ServiceLifecycle", "AsyncAlgorithms", "UnixSignals",
                                            "OrderedCollections", "BasicContainers", "HeapModule",
                                            "NIOTransportServices", "AsyncHTTPClient/BoringSSL"}),
    ("swift-log", {"Logging"}),
    ("swift-argument-parser", {"ArgumentParser", "ArgumentParserToolInfo"}),
    ("the project's modules", {"listend", "ListenDaemon", "ListenEngine", "ListenAdapters", "ListenProtocol", "Suggestions", "learnctl",
                               "LearnCore"}),
]
FAMILY_OF = {m: fam for fam, mods in FAMILIES for m in mods}

C_RULES = [  # (regex on the symbol name, module)
    (re.compile(r"^(_ZN\w*4bssl|_ZNK\w*4bssl|CNIOBoringSSL|_CNIOBoringSSL|CNIOBoringSSLShims)"), "CNIOBoringSSL"),
    (re.compile(r"^(CCryptoBoringSSL|_ZN\w*CCryptoBoringSSL)"), "CCryptoBoringSSL"),
    (re.compile(r"^(c_nio_llhttp|llhttp_)"), "CNIOLLHTTP"),
    (re.compile(r"^(c_nio_|CNIO)"), "NIO C shims"),
    (re.compile(r"icu_\d+|^icudt\d+|^swift_u[a-z]+_|^swift_U|^_ZN?\w*icu"), "_FoundationICU"),
    (re.compile(r"^(__?k?CF|k?CF[A-Z]|_?_NSCF|__CFUni|___CF)"), "CoreFoundation"),
    (re.compile(r"^(_?_?dispatch_|_dispatch|_os_object|_os_|DISPATCH|__dispatch)"), "libdispatch"),
    (re.compile(r"^(_Block_|_NSConcrete|_Block)"), "BlocksRuntime"),
    (re.compile(r"^(_ZN\w*5swift|_ZNK\w*5swift|_?swift_|__swift_|_ZL\d+_swift_stdlib|_swift_stdlib|swift::|_ZL\d+_?swift)"),
     "Swift runtime (C++)"),
    (re.compile(r"^(_ZNSt|_ZNKSt|_ZSt|_ZTISt|_ZTVSt|_ZTSSt|__cxa|__gxx|_ZN9__gnu_cxx|__cxx)"), "libstdc++"),
    (re.compile(r"^(CAsyncHTTPClient|swiftahc_)"), "CAsyncHTTPClient"),
    (re.compile(r"^(sd_bus|sd_)"), "libsystemd"),
]
# Symbols the linker defines at section boundaries: they name no code or data of their own.
LINKER_PREFIXES = ("__start_", "__stop_", "__init_array_", "__fini_array_", "__preinit_array_", "__rela_iplt_")
LINKER_NAMES = {"__bss_start", "_edata", "_end", "__ehdr_start", "__executable_start", "__dso_handle", "_DYNAMIC",
                "_GLOBAL_OFFSET_TABLE_", "__GNU_EH_FRAME_HDR", "__TMC_END__", "_etext", "etext", "edata", "end",
                "__data_start", "data_start", "_IO_stdin_used", "_init", "_fini"}
SWIFT_SPECIALISATION = re.compile(r"(Tg\d|TG\d|Ts\d|Tp\d|Tm$|TATm$|Tf\d)")
SWIFT_IDENT = re.compile(r"(\d+)([A-Za-z_][A-Za-z0-9_]*)")


def swift_first_module(mangled):
    """The module named first in a Swift mangled name, or "Swift" for a standard-library prefix."""
    s = mangled
    for p in ("_$s", "$s", "_$S", "$S", "_T0"):
        if s.startswith(p):
            s = s[len(p):]
            break
    else:
        return None
    if not s:
        return None
    if s[0] == "s":
        return "Swift"
    if s[0] == "S":
        if len(s) > 1 and s[1] in "oC":
            return None  # an imported C type: says nothing about who defines the symbol
        if len(s) > 1 and s[1] == "c":
            return "_Concurrency"
        return "Swift"
    m = SWIFT_IDENT.match(s)
    if not m:
        return None
    n = int(m[1])
    ident = m[2][:n]
    return ident if len(ident) == n else None


def names_module(mangled, modules):
    """Whether a mangled name mentions one of modules as an identifier (an extension, a specialisation)."""
    for m in SWIFT_IDENT.finditer(mangled, 3):
        n = int(m[1])
        if n <= len(m[2]) and m[2][:n] in modules:
            return True
    return False


def classify(name, modules):
    """(module or None, strong): strong when the name says which module defines the symbol.

    modules: the non-standard-library modules that name symbols of the file."""
    base = name
    for p in ("got.", "symbolic ", "associated conformance ", "reflection metadata "):
        if base.startswith(p):
            base = base[len(p):].lstrip("_ ")
            return (swift_first_module("$s" + base.split()[0]) if base and base[0].isdigit() else None), False
    if base.startswith(("$s", "_$s", "$S", "_$S", "_T0")):
        mod = swift_first_module(base)
        if mod is None:
            return None, False
        if SWIFT_SPECIALISATION.search(base):
            return mod, False
        if mod in STDLIB_MODULES:
            # Standard-library names are also what other modules' extensions and outlined
            # helpers are called: strong only when the symbol names no other module.
            return mod, not names_module(base, modules)
        return mod, True
    for rx, mod in C_RULES:
        if rx.search(base):
            return mod, True
    return None, False


def read_symbols(exe, elf):
    """Non-overlapping symbol extents: (start, end, name, module index, shared standard-library generic code)."""
    out = subprocess.run(["nm", "-n", "-S", "--defined-only", exe], capture_output=True, text=True, errors="replace")
    if out.returncode != 0:
        raise SystemExit(f"nm failed: {out.stderr.strip()}")
    raw = []
    for line in out.stdout.splitlines():
        parts = line.split(" ", 3)
        if len(parts) >= 4 and len(parts[1]) >= 8 and len(parts[2]) == 1:
            addr, size, kind, name = int(parts[0], 16), int(parts[1], 16), parts[2], parts[3]
        elif len(parts) >= 3 and len(parts[1]) == 1:
            addr, size, kind, name = int(parts[0], 16), 0, parts[1], " ".join(parts[2:])
        else:
            continue
        if kind in "aAUN" or addr == 0 or name.startswith(LINKER_PREFIXES) or name in LINKER_NAMES:
            continue
        raw.append((addr, size, name))
    raw.sort(key=lambda r: (r[0], -r[1]))
    swift_modules = set()
    for _, _, name in raw:
        if name.startswith("$s"):
            mod = swift_first_module(name)
            if mod and mod not in STDLIB_MODULES:
                swift_modules.add(mod)
    # One symbol per address: prefer the one whose name says its module, then the larger.
    by_addr = []
    for addr, size, name in raw:
        mod, strong = classify(name, swift_modules)
        if by_addr and by_addr[-1][0] == addr:
            a, s, n, m, st = by_addr[-1]
            if (strong and not st) or (strong == st and size > s):
                by_addr[-1] = (addr, max(size, s), name, mod, strong)
            else:
                by_addr[-1] = (a, max(size, s), n, m if m else mod, st)
            continue
        by_addr.append((addr, size, name, mod, strong))
    # Give a module to the symbols that name none (or only a weak one): the strong module
    # around them when both sides agree, else their own weak guess, else the one before.
    # (Within one section: the linker's order says nothing across section boundaries.)
    n = len(by_addr)
    sec_of = [id(elf.section_at(a)) for a, _, _, _, _ in by_addr]
    prev_strong = [None] * n
    last = None
    for i, (_, _, _, mod, strong) in enumerate(by_addr):
        if i and sec_of[i] != sec_of[i - 1]:
            last = None
        if strong:
            last = mod
        prev_strong[i] = last
    next_strong = [None] * n
    last = None
    for i in range(n - 1, -1, -1):
        if i < n - 1 and sec_of[i] != sec_of[i + 1]:
            last = None
        if by_addr[i][4]:
            last = by_addr[i][3]
        next_strong[i] = last
    modules, index = [], {}
    syms = []
    for i, (addr, size, name, mod, strong) in enumerate(by_addr):
        own = mod
        if not strong:
            p, q = prev_strong[i], next_strong[i]
            if p is not None and p == q:
                mod = p
            elif mod is None or mod not in (p, q):
                sec = elf.section_at(addr)
                mod = p or q or mod or f"({sec['name'] if sec else '?'}, no module)"
        if mod not in index:
            index[mod] = len(modules)
            modules.append(mod)
        nxt = by_addr[i + 1][0] if i + 1 < n else addr + max(size, 1)
        sec = elf.section_at(addr)
        if sec is None:
            continue
        # A symbol without a size runs to the next one in code; elsewhere (labels in metadata and
        # string sections) at most 256 bytes, and what follows counts as "no symbol".
        end = min(addr + size, nxt) if size else nxt if sec["exec"] else min(nxt, addr + 256)
        end = min(end, sec["addr"] + sec["size"])
        # Standard-library generic code (specialisations, outlined copies) that the linker kept
        # from this module's object file: it would move elsewhere, not vanish, without the module.
        shared = own in STDLIB_MODULES and mod not in STDLIB_MODULES
        syms.append((addr, end, name, index[mod], shared))
    return syms, modules


# ---------------------------------------------------------------- attribution

class Attribution:
    """Bytes per (module, section), per symbol, of a set of address ranges of the executable."""

    def __init__(self, elf, syms, modules):
        self.elf, self.syms, self.modules = elf, syms, modules
        self.starts = [s[0] for s in syms]

    def sizes(self):
        """Bytes of each module in each section class of the file (the static picture)."""
        table = collections.defaultdict(lambda: collections.Counter())
        covered = collections.Counter()
        for start, end, _, mi, _ in self.syms:
            sec = self.elf.section_at(start)
            table[self.modules[mi]][section_class(sec["name"])] += end - start
            covered[sec["name"]] += end - start
        for sec in self.elf.sections:
            rest = sec["size"] - covered[sec["name"]]
            if rest > 0:
                table[f"({sec['name']}, no symbol)"][section_class(sec["name"])] += rest
        return table

    def pages(self, page_addrs):
        """Share out each page among the sections and symbols it covers."""
        by_mod_sec = collections.defaultdict(collections.Counter)
        by_sym = collections.Counter()
        by_sec = collections.Counter()
        self.shared = collections.Counter()  # per module: bytes of standard-library generic code
        for p in page_addrs:
            lo, hi = p, p + PAGE
            addr = lo
            while addr < hi:
                sec = self.elf.section_at(addr)
                if sec is None:  # padding between sections, or past the last one
                    i = bisect.bisect_right(self.elf.section_starts, addr)
                    nxt = self.elf.section_starts[i] if i < len(self.elf.section_starts) else hi
                    step = min(hi, max(nxt, addr + 1)) - addr
                    by_sec["(between sections)"] += step
                    by_mod_sec["(between sections)"]["elf"] += step
                    addr += step
                    continue
                sec_end = min(hi, sec["addr"] + sec["size"])
                cls = section_class(sec["name"])
                i = bisect.bisect_right(self.starts, addr) - 1
                while addr < sec_end:
                    if i >= 0 and self.syms[i][0] <= addr < self.syms[i][1]:
                        end = min(sec_end, self.syms[i][1])
                        mod = self.modules[self.syms[i][3]]
                        by_sym[i] += end - addr
                        if self.syms[i][4]:
                            self.shared[mod] += end - addr
                    else:
                        nxt = self.starts[i + 1] if i + 1 < len(self.starts) else sec_end
                        end = min(sec_end, max(nxt, addr + 1))
                        # Alignment padding after a symbol counts for that symbol's module.
                        if i >= 0 and addr - self.syms[i][1] < 64 and self.elf.section_at(self.syms[i][0]) is sec:
                            mod = self.modules[self.syms[i][3]]
                        else:
                            mod = f"({sec['name']}, no symbol)"
                    by_mod_sec[mod][cls] += end - addr
                    by_sec[sec["name"]] += end - addr
                    addr = end
                    if i + 1 < len(self.starts) and addr >= self.starts[i + 1]:
                        i += 1
        return by_mod_sec, by_sym, by_sec


def family(mod):
    if mod in FAMILY_OF:
        return FAMILY_OF[mod]
    if mod.startswith("("):
        return "ELF/unattributed"
    return "other"


# ---------------------------------------------------------------- output

def kb(n):
    return f"{n / 1024:,.0f}"


def table(headers, rows, align=None):
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) if rows else len(str(h)) for i, h in enumerate(headers)]
    align = align or ["<"] + [">"] * (len(headers) - 1)
    fmt = "  ".join(f"{{:{a}{w}}}" for a, w in zip(align, widths))
    print(fmt.format(*headers))
    print("  ".join("-" * w for w in widths))
    for r in rows:
        print(fmt.format(*r))
    print()


def demangle(names):
    """Readable names: swift demangle --compact for Swift, c++filt for C++; unchanged without them."""
    text = "\n".join(names)
    for tool in (["swift", "demangle", "--compact"], ["c++filt"]):
        if shutil.which(tool[0]):
            try:
                r = subprocess.run(tool, input=text, capture_output=True, text=True, timeout=60)
                if r.returncode == 0 and len(r.stdout.splitlines()) == len(names):
                    text = r.stdout.rstrip("\n")
            except (OSError, subprocess.TimeoutExpired):
                pass
    return text.split("\n")


def smaps_groups(maps, exe_key, exe_range):
    """Mappings grouped by what they are: the executable, each file, heap, stacks, anonymous."""
    groups = collections.OrderedDict()
    for m in maps:
        path = m["path"]
        if (m["dev"], m["inode"]) == exe_key:
            name = "executable: " + os.path.basename(path.replace(" (deleted)", ""))
        elif not path and exe_range and m["start"] == exe_range[1]:
            name = "executable: .bss (anonymous)"
        elif path.startswith("[stack"):
            name = "[stack] (main thread)"
        elif not path:
            name = "[anon] (thread stacks, malloc arenas, mmaps)"
        else:
            name = path
        g = groups.setdefault(name, collections.Counter())
        g["mappings"] += 1
        g["Size"] += m["kb"].get("Size", 0)
        for k in ("Rss", "Pss", "Shared_Clean", "Shared_Dirty", "Private_Clean", "Private_Dirty", "Anonymous",
                  "Referenced", "Swap"):
            g[k] += m["kb"].get(k, 0)
    return groups


def pageout(pid, ranges):
    """process_madvise(MADV_PAGEOUT) over ranges; returns bytes the kernel accepted."""
    libc = ctypes.CDLL(None, use_errno=True)
    SYS_pidfd_open, SYS_process_madvise, MADV_PAGEOUT = 434, 440, 21
    pidfd = libc.syscall(SYS_pidfd_open, ctypes.c_int(pid), ctypes.c_uint(0))
    if pidfd < 0:
        raise OSError(ctypes.get_errno(), "pidfd_open")

    class IoVec(ctypes.Structure):
        _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]
    done = 0
    try:
        for start, end in ranges:
            iov = IoVec(start, end - start)
            r = libc.syscall(SYS_process_madvise, ctypes.c_int(pidfd), ctypes.byref(iov), ctypes.c_size_t(1),
                             ctypes.c_int(MADV_PAGEOUT), ctypes.c_uint(0))
            if r < 0:
                err = ctypes.get_errno()
                print(f"process_madvise {start:#x}-{end:#x}: {os.strerror(err)}", file=sys.stderr)
            else:
                done += r
    finally:
        os.close(pidfd)
    return done


def runs_of(pages):
    """Lengths of runs of consecutive resident pages."""
    runs = []
    prev = None
    for p in sorted(pages):
        if prev is not None and p == prev + PAGE:
            runs[-1] += 1
        else:
            runs.append(1)
        prev = p
    return runs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("pid", type=int)
    ap.add_argument("--exe", help="the executable (default /proc/PID/exe)")
    ap.add_argument("--top", type=int, default=30, help="symbols to list (default 30)")
    ap.add_argument("--save", help="write the executable's resident pages to this JSON file")
    ap.add_argument("--baseline", help="compare with pages saved earlier by --save")
    ap.add_argument("--pageout", choices=["exe", "all"], help="reclaim clean file pages after the report")
    ap.add_argument("--clear-refs", action="store_true",
                    help="after the report, clear the referenced bits of the process's pages (/proc/PID/clear_refs), "
                         "so that smaps' Referenced in a later report counts the pages touched since, page by page")
    ap.add_argument("--json", help="write the tables as JSON")
    args = ap.parse_args()
    pid = args.pid
    exe = args.exe or os.readlink(f"/proc/{pid}/exe").replace(" (deleted)", "")
    st = os.stat(exe)
    exe_key = ((os.major(st.st_dev), os.minor(st.st_dev)), st.st_ino)
    elf = Elf(exe)
    maps = read_smaps(pid)
    exe_maps = [m for m in maps if (m["dev"], m["inode"]) == exe_key]
    if not exe_maps:
        raise SystemExit(f"{exe} (device {exe_key[0]}, inode {exe_key[1]}) is not mapped by process {pid}; "
                         "pass the file it was started from with --exe")
    # The ELF address of a page: the load bias from the mapping at file offset 0.
    first_load = min((s for s in elf.segments if s["type"] == 1), key=lambda s: s["offset"])
    m0 = min(exe_maps, key=lambda m: m["offset"])
    bias = m0["start"] - m0["offset"] - (first_load["vaddr"] - first_load["offset"])
    exe_range = (min(m["start"] for m in exe_maps), max(m["end"] for m in exe_maps))
    bss_maps = [m for m in maps if not m["path"] and m["start"] == exe_range[1]]
    status = status_fields(pid)
    comm = status.get("Name", "?")

    # ---- whole process
    print(f"process {pid} ({comm}): VmRSS {status.get('VmRSS')}  (RssAnon {status.get('RssAnon')}, "
          f"RssFile {status.get('RssFile')}, RssShmem {status.get('RssShmem')}), threads {status.get('Threads')}")
    print(f"executable {exe}  build id {elf.build_id}  load bias {bias:#x}")
    fab, where = fault_around_bytes()
    print(f"fault_around_bytes: {fab if fab else where}" + (f" ({where})" if fab else ""))
    print()
    groups = smaps_groups(maps, exe_key, exe_range)
    rows = []
    total = collections.Counter()
    for name, g in sorted(groups.items(), key=lambda kv: -kv[1]["Rss"]):
        total.update(g)
        if g["Rss"] == 0:
            continue
        rows.append([name[-60:], g["mappings"], f"{g['Size']:,}", f"{g['Rss']:,}", f"{g['Pss']:,}",
                     f"{g['Shared_Clean']:,}", f"{g['Private_Clean']:,}", f"{g['Private_Dirty']:,}",
                     f"{g['Anonymous']:,}", f"{g['Referenced']:,}"])
    rows.append(["total", total["mappings"], f"{total['Size']:,}", f"{total['Rss']:,}", f"{total['Pss']:,}",
                 f"{total['Shared_Clean']:,}", f"{total['Private_Clean']:,}", f"{total['Private_Dirty']:,}",
                 f"{total['Anonymous']:,}", f"{total['Referenced']:,}"])
    print("smaps by mapping (kB)")
    table(["mapping", "n", "Size", "Rss", "Pss", "Shr_Clean", "Priv_Clean", "Priv_Dirty", "Anon", "Referenced"], rows)

    # ---- the executable's pages
    resident = {}  # ELF page address -> "file" | "anon"
    swapped = 0
    for m in exe_maps + bss_maps:
        for i, e in enumerate(pagemap_entries(pid, m["start"], m["end"])):
            if e >> 63 & 1:
                resident[m["start"] + i * PAGE - bias] = "file" if e >> 61 & 1 else "anon"
            elif e >> 62 & 1:
                swapped += 1
    n_file = sum(1 for v in resident.values() if v == "file")
    n_anon = len(resident) - n_file
    print(f"executable: {len(resident)} resident pages = {kb(len(resident) * PAGE)} KB "
          f"(file-backed, clean: {kb(n_file * PAGE)} KB; anonymous, written or relocated: {kb(n_anon * PAGE)} KB)"
          + (f"; {swapped} swapped" if swapped else ""))
    print()

    syms, modules = read_symbols(exe, elf)
    attr = Attribution(elf, syms, modules)
    by_mod_sec, by_sym, by_sec = attr.pages(resident.keys())
    shared = attr.shared
    anon_mod_sec, _, anon_sec = attr.pages([p for p, v in resident.items() if v == "anon"])
    sizes = attr.sizes()

    # per section
    rows = []
    for sec in elf.sections:
        r = by_sec.get(sec["name"], 0)
        if r < 512 and sec["size"] < 4096:
            continue
        a = anon_sec.get(sec["name"], 0)
        rows.append([sec["name"], f"{sec['addr']:#x}", kb(sec["size"]), kb(r), kb(r - a), kb(a),
                     f"{100 * r / sec['size']:.0f}%" if sec["size"] else "", section_class(sec["name"])])
    if by_sec.get("(between sections)"):
        rows.append(["(between sections)", "", "", kb(by_sec["(between sections)"]), "", "", "", ""])
    print("executable by ELF section (KB; 'anon' = copy-on-write pages: relocations, writes)")
    table(["section", "address", "size", "resident", "file", "anon", "resident %", "class"], rows)

    # per module
    mods = set(by_mod_sec) | set(sizes)
    rows = []
    for mod in sorted(mods, key=lambda m: (-sum(by_mod_sec[m].values()), -sum(sizes[m].values()))):
        res = by_mod_sec[mod]
        size = sizes[mod]
        if sum(res.values()) < 1024 and sum(size.values()) < 64 * 1024:
            continue
        rows.append([mod[:44], family(mod)[:34], kb(sum(size.values())), kb(sum(res.values())),
                     *[kb(res[c]) for c in CLASSES], kb(sum(anon_mod_sec[mod].values())), kb(shared[mod])])
    print("executable by module (KB; size = bytes in the file/image, the rest resident; 'stdlib' = standard-library\n"
          "generic code the linker kept from this module's object file, which would move, not go, without it)")
    table(["module", "family", "size", "resident", *CLASSES, "anon", "stdlib"], rows)

    # per family
    fam_res, fam_size, fam_anon, fam_shared = (collections.Counter() for _ in range(4))
    for mod in mods:
        fam_shared[family(mod)] += shared[mod]
        fam_res[family(mod)] += sum(by_mod_sec[mod].values())
        fam_size[family(mod)] += sum(sizes[mod].values())
        fam_anon[family(mod)] += sum(anon_mod_sec[mod].values())
    rows = [[f, kb(fam_size[f]), kb(fam_res[f]), kb(fam_res[f] - fam_anon[f]), kb(fam_anon[f]), kb(fam_shared[f])]
            for f in sorted(fam_res, key=lambda f: -fam_res[f])]
    print("executable by family of modules (KB)")
    table(["family", "size", "resident", "file", "anon", "stdlib"], rows)

    # top symbols
    top = by_sym.most_common(args.top)
    names = demangle([syms[i][2] for i, _ in top])
    rows = []
    for (i, b), name in zip(top, names):
        start, end, _, mi, _ = syms[i]
        rows.append([f"{start:#x}", kb(end - start), kb(b), modules[mi][:22], elf.section_at(start)["name"],
                     name[:90]])
    print(f"top {args.top} symbols by resident bytes (KB)")
    table(["address", "size", "resident", "module", "section", "symbol"], rows)

    # runs and fault-around windows
    file_pages = sorted(p for p, v in resident.items() if v == "file")
    runs = runs_of(file_pages)
    per = WINDOW // PAGE
    hist = collections.Counter()
    for r in runs:
        hist["1 (isolated)" if r == 1 else "2-15" if r < per else f"{per} (one window)" if r == per else f"> {per}"] += r
    windows = collections.Counter((p + bias) // WINDOW for p in file_pages)
    full = sum(1 for w, c in windows.items() if c == per)
    print(f"runs of resident file pages of the executable ({len(runs)} runs, {len(file_pages)} pages)")
    table(["run length (pages)", "pages", "KB"],
          [[k, hist[k], kb(hist[k] * PAGE)] for k in ["1 (isolated)", "2-15", f"{per} (one window)", f"> {per}"]])
    print(f"aligned {WINDOW // 1024} KB windows with a resident file page: {len(windows)}; fully resident: {full} "
          f"({100 * full / max(len(windows), 1):.0f}%); pages in partial windows: "
          f"{sum(c for c in windows.values() if c < per)}")
    print()
    longest = sorted(((r, i) for i, r in enumerate(runs)), reverse=True)[:10]
    if longest:
        starts, p_prev, idx = [], None, -1
        for p in file_pages:
            if p_prev is None or p != p_prev + PAGE:
                starts.append(p)
            p_prev = p
        rows = []
        for r, i in longest:
            lo = starts[i]
            mod_sec, _, _ = attr.pages(range(lo, lo + r * PAGE, PAGE))
            span = collections.Counter({m: sum(v.values()) for m, v in mod_sec.items()})
            sec = elf.section_at(lo)
            rows.append([f"{lo:#x}", kb(r * PAGE), sec["name"] if sec else "(ELF headers)",
                         ", ".join(f"{m} {kb(b)}" for m, b in span.most_common(3))[:90]])
        print("longest runs of resident file pages")
        table(["start", "KB", "section", "modules (KB)"], rows)

    # baseline
    if args.baseline:
        with open(args.baseline) as f:
            base = json.load(f)
        if base.get("build_id") != elf.build_id:
            print(f"warning: baseline is of build {base.get('build_id')}, this is {elf.build_id}")
        old = set(base["pages"])
        now = set(resident)
        for label, pages in (("resident now, not in the baseline", now - old), ("in the baseline, not resident now", old - now)):
            mod_sec, _, _ = attr.pages(pages)
            rows = [[m[:44], kb(sum(v.values())), *[kb(v[c]) for c in CLASSES]]
                    for m, v in sorted(mod_sec.items(), key=lambda kv: -sum(kv[1].values())) if sum(v.values()) >= 4096][:25]
            print(f"{label}: {len(pages)} pages, {kb(len(pages) * PAGE)} KB (baseline {base.get('label', args.baseline)})")
            if rows:
                table(["module", "KB", *CLASSES], rows)

    if args.save:
        with open(args.save, "w") as f:
            json.dump({"pid": pid, "exe": exe, "build_id": elf.build_id, "label": args.save,
                       "vmrss_kb": int(status.get("VmRSS", "0 kB").split()[0]),
                       "pages": sorted(resident), "anon": sorted(p for p, v in resident.items() if v == "anon")}, f)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"pid": pid, "exe": exe, "build_id": elf.build_id, "status": status,
                       "smaps": {k: dict(v) for k, v in groups.items()},
                       "sections": {k: v for k, v in by_sec.items()},
                       "modules": {m: {"size": dict(sizes[m]), "resident": dict(by_mod_sec[m]),
                                       "anon": dict(anon_mod_sec[m]), "stdlib_generic": shared[m],
                                       "family": family(m)} for m in mods},
                       "families": {f: {"size": fam_size[f], "resident": fam_res[f], "anon": fam_anon[f]} for f in fam_res},
                       "runs": dict(hist), "windows": len(windows), "full_windows": full}, f, indent=1)

    if args.clear_refs:
        with open(f"/proc/{pid}/clear_refs", "w") as f:
            f.write("1")
        print("cleared the referenced bits (smaps' Referenced counts from now)")
    if args.pageout:
        ranges = [(m["start"], m["end"]) for m in (exe_maps if args.pageout == "exe"
                                                   else [m for m in maps if m["inode"] and not m["path"].startswith("[")])]
        done = pageout(pid, ranges)
        after = status_fields(pid)
        print(f"pageout ({args.pageout}): advised {kb(done)} KB; VmRSS {status.get('VmRSS')} -> {after.get('VmRSS')}")


if __name__ == "__main__":
    main()
