/// The learning modules: database, accounts, flash cards and grammar tests.
public enum LearnCore {}
