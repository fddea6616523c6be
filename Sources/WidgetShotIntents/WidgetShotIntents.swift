import WidgetShotUI

// WidgetShotIntents stands in for Apple's AppIntents and Intents (SiriKit) frameworks.
