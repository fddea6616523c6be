extension Quote {
    /// The quote the widget shows before it has fetched one.
    public static let sample = Quote(symbol: "ACME", price: 162.0, change: 2.0)
}
