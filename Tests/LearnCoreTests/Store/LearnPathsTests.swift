import Foundation
import Testing
@testable import LearnCore

struct LearnPathsTests {
    @Test func defaultsFollowTheXDGDefaultsUnderHome() {
        let paths = LearnPaths.fromEnvironment(["HOME": "/home/ada"])
        #expect(paths.databaseURL.path == "/home/ada/.local/share/learnctl/learn.sqlite")
        #expect(paths.sessionFileURL.path == "/home/ada/.local/state/learnctl/session")
    }

    @Test func xdgDirectoriesAreHonoured() {
        let paths = LearnPaths.fromEnvironment([
            "HOME": "/home/ada", "XDG_DATA_HOME": "/data", "XDG_STATE_HOME": "/state",
        ])
        #expect(paths.databaseURL.path == "/data/learnctl/learn.sqlite")
        #expect(paths.sessionFileURL.path == "/state/learnctl/session")
    }

    @Test func relativeXDGDirectoriesAreIgnored() {
        let paths = LearnPaths.fromEnvironment([
            "HOME": "/home/ada", "XDG_DATA_HOME": "data", "XDG_STATE_HOME": "state",
        ])
        #expect(paths.databaseURL.path == "/home/ada/.local/share/learnctl/learn.sqlite")
        #expect(paths.sessionFileURL.path == "/home/ada/.local/state/learnctl/session")
    }

    @Test func learnctlDBOverridesTheDatabaseOnly() {
        let paths = LearnPaths.fromEnvironment([
            "HOME": "/home/ada", "XDG_DATA_HOME": "/data", "LEARNCTL_DB": "/tmp/other.sqlite",
        ])
        #expect(paths.databaseURL.path == "/tmp/other.sqlite")
        #expect(paths.sessionFileURL.path == "/home/ada/.local/state/learnctl/session")
    }
}
