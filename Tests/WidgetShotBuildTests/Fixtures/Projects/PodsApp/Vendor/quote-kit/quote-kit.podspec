Pod::Spec.new do |s|
  s.name             = 'quote-kit'
  s.version          = '1.2.0'
  s.summary          = 'Stock quotes for a widget (a fixture pod: pure Swift, no Package.swift).'
  s.homepage         = 'https://example.invalid/quote-kit'
  s.license          = { :type => 'MIT' }
  s.author           = { 'WidgetShot' => 'fixtures@example.invalid' }
  s.source           = { :git => 'https://example.invalid/quote-kit.git', :tag => s.version.to_s }
  s.ios.deployment_target = '13.0'
  s.source_files     = 'QuoteKit/**/*.{swift,h,m}'
  s.exclude_files    = 'QuoteKit/Legacy/**/*'
  s.swift_version    = '5.0'
end
