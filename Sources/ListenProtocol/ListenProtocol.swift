/// Wire types of the listend protocol, shared by daemon and client.
public enum ListenProtocol {}
