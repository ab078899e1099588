#if canImport(Glibc)
import Glibc
#endif

/// Refuses a socket path that another user could own or replace: in a shared folder such as
/// `/tmp` another user can create the path first and have clients talk to their process.
///
/// The folder must belong to this user or to root and must not be writable by others unless it
/// is sticky; whatever already exists at the path must belong to this user.
enum SocketPathSafety {
    static func check(_ path: String, uid: uid_t = getuid()) throws(DaemonError) {
        let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0 else {
            throw DaemonError("Cannot use the socket path \(path): its folder \(folder) is missing (\(String(cString: strerror(errno)))).")
        }
        guard folderInfo.st_uid == uid || folderInfo.st_uid == 0 else {
            throw DaemonError("Refusing the socket path \(path): its folder \(folder) belongs to uid \(folderInfo.st_uid), not to you; choose another --socket or set XDG_RUNTIME_DIR.")
        }
        let writableByOthers = folderInfo.st_mode & (S_IWGRP | S_IWOTH) != 0
        let sticky = folderInfo.st_mode & S_ISVTX != 0
        if writableByOthers, !sticky {
            throw DaemonError("Refusing the socket path \(path): its folder \(folder) is writable by other users and not sticky; choose another --socket or set XDG_RUNTIME_DIR.")
        }
        var info = stat()
        if lstat(path, &info) == 0, info.st_uid != uid {
            throw DaemonError("Refusing the socket path \(path): it belongs to uid \(info.st_uid), not to you; choose another --socket or set XDG_RUNTIME_DIR.")
        }
    }
}
