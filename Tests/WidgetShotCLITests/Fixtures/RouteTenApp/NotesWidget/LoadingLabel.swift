import UIKit
import Promises

/// `import UIKit` does not bring Combine on iOS: `Future` here is Promises' (kean/Future's in
/// ruuvi). Foundation's `ObservableObject` and `Published` come with UIKit all the same.
enum LoadingLabel {
    static func text(for count: Int) -> String {
        let future = Future<Int, Never>(value: count)
        return future.map { "\($0) pinned notes" }.value
    }
}

final class LabelModel: ObservableObject {
    @Published var text = ""
}
