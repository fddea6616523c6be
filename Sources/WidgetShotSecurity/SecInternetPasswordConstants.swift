import Foundation

// The internet-password attributes and their values, as Security's `SecItem.h` names them and
// with its string values (the four-character codes of `SecKeychain.h`'s protocol and
// authentication types; Security framework, open source: OSX/sec/Security/SecItemConstants.c).
// KeychainAccess maps its `ProtocolType` and `AuthenticationType` enums onto them.

/// Key: the item's creator (a four-character code).
public let kSecAttrCreator: CFString = "crtr"
/// Key: the item's type (a four-character code).
public let kSecAttrType: CFString = "type"
/// Key: whether the item is a negative entry (no password stored on purpose).
public let kSecAttrIsNegative: CFString = "nega"
/// Key: the internet password's authentication type.
public let kSecAttrAuthenticationType: CFString = "atyp"
/// Key: a Safari shared password (shared web credentials).
public let kSecSharedPassword: CFString = "spwd"
/// Key (deprecated): whether a query may not show authentication UI.
public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"
/// Value (deprecated): a query may show authentication UI.
public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"

// MARK: Protocols (kSecAttrProtocol values)

public let kSecAttrProtocolFTP: CFString = "ftp "
public let kSecAttrProtocolFTPAccount: CFString = "ftpa"
public let kSecAttrProtocolHTTP: CFString = "http"
public let kSecAttrProtocolIRC: CFString = "irc "
public let kSecAttrProtocolNNTP: CFString = "nntp"
public let kSecAttrProtocolPOP3: CFString = "pop3"
public let kSecAttrProtocolSMTP: CFString = "smtp"
public let kSecAttrProtocolSOCKS: CFString = "sox "
public let kSecAttrProtocolIMAP: CFString = "imap"
public let kSecAttrProtocolLDAP: CFString = "ldap"
public let kSecAttrProtocolAppleTalk: CFString = "atlk"
public let kSecAttrProtocolAFP: CFString = "afp "
public let kSecAttrProtocolTelnet: CFString = "teln"
public let kSecAttrProtocolSSH: CFString = "ssh "
public let kSecAttrProtocolFTPS: CFString = "ftps"
public let kSecAttrProtocolHTTPS: CFString = "htps"
public let kSecAttrProtocolHTTPProxy: CFString = "htpx"
public let kSecAttrProtocolHTTPSProxy: CFString = "htsx"
public let kSecAttrProtocolFTPProxy: CFString = "ftpx"
public let kSecAttrProtocolSMB: CFString = "smb "
public let kSecAttrProtocolRTSP: CFString = "rtsp"
public let kSecAttrProtocolRTSPProxy: CFString = "rtsx"
public let kSecAttrProtocolDAAP: CFString = "daap"
public let kSecAttrProtocolEPPC: CFString = "eppc"
public let kSecAttrProtocolIPP: CFString = "ipp "
public let kSecAttrProtocolNNTPS: CFString = "ntps"
public let kSecAttrProtocolLDAPS: CFString = "ldps"
public let kSecAttrProtocolTelnetS: CFString = "tels"
public let kSecAttrProtocolIMAPS: CFString = "imps"
public let kSecAttrProtocolIRCS: CFString = "ircs"
public let kSecAttrProtocolPOP3S: CFString = "pops"

// MARK: Authentication types (kSecAttrAuthenticationType values)

public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"
public let kSecAttrAuthenticationTypeMSN: CFString = "msna"
public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa"
public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa"
public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"
public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"
public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"
public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"
