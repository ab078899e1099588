/// The listend daemon: library, saved state and the socket server.
public enum ListenDaemon {}
