import ArgumentParser
import ListenDaemon

/// `--output pulse` or `--output null`.
extension DaemonConfiguration.OutputKind: ExpressibleByArgument {}
