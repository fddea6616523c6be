import Foundation

// Security's protocol options (SecProtocolOptions.h), which Network's `NWProtocolTLS.Options`
// carries. A render opens no TLS connection (see WidgetShotNetwork's `NWConnection`), so a verify
// block set here is kept but never asked; the options compile apps' TLS set-up unchanged.

/// TLS options of a connection — Security's `sec_protocol_options_t`.
public final class sec_protocol_options_t: @unchecked Sendable {
    /// The certificate-verify block and its queue, if the app set one.
    public internal(set) var verifyBlock: (block: sec_protocol_verify_t, queue: DispatchQueue)?
    public init() {}
}
/// What a TLS handshake negotiated — Security's `sec_protocol_metadata_t`.
public final class sec_protocol_metadata_t: @unchecked Sendable {}
/// The peer's certificate trust — Security's `sec_trust_t`.
public final class sec_trust_t: @unchecked Sendable {}
/// Reports a verify block's decision (`true`: trust the peer).
public typealias sec_protocol_verify_complete_t = (Bool) -> Void
/// Decides whether to trust a peer's certificates.
public typealias sec_protocol_verify_t = (sec_protocol_metadata_t, sec_trust_t, @escaping sec_protocol_verify_complete_t) -> Void

/// Sets the block that decides whether the peer is trusted, run on `verify_block_queue`
/// (`sec_protocol_options_set_verify_block`).
public func sec_protocol_options_set_verify_block(_ options: sec_protocol_options_t, _ verify_block: @escaping sec_protocol_verify_t, _ verify_block_queue: DispatchQueue) {
    options.verifyBlock = (verify_block, verify_block_queue)
}
