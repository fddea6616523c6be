// An app's view controllers that its widget target compiles too (issue 20, sweep 7:
// gokulnair2001/COVID-TODAY's widget target lists the app's main and onboarding controllers and
// its haptics helper): Interface Builder outlets and actions, a map view with pins, alerts,
// storyboards and segues, haptics, `#colorLiteral` assigned to a layer's `CGColor`, a view's
// transform in an animation. Compile-only: nothing here runs in a widget.
import UIKit
import MapKit
import AVKit

final class CasesDashboardViewController: UIViewController {
    @IBOutlet weak var refreshButton: UIButton!
    @IBOutlet weak var totalLabel: UILabel!
    @IBOutlet weak var cardView: UIView!
    @IBOutlet weak var mapView: MKMapView!

    let feedback = DashboardHaptics()
    var isFirstLaunch: Bool { !UserDefaults.standard.bool(forKey: "dashboard.onboarded") }

    override func viewDidLoad() {
        super.viewDidLoad()
        if isFirstLaunch {
            let welcome = storyboard?.instantiateViewController(identifier: "welcome") as! WelcomeViewController
            present(welcome, animated: true)
        }
        mapView.overrideUserInterfaceStyle = .light
        mapView.delegate = self
        mapView.layer.cornerRadius = 20
        mapView.layer.borderColor = #colorLiteral(red: 0.2549019754, green: 0.2745098174, blue: 0.3019607961, alpha: 1)
        mapView.layer.borderWidth = 1
        cardView.layer.shadowColor = #colorLiteral(red: 0.501960814, green: 0.501960814, blue: 0.501960814, alpha: 1)
        cardView.layer.shadowOpacity = 0.7
        cardView.layer.shadowOffset = .zero
        pin([["latitude": 20.5937, "longitude": 78.9629], ["latitude": 25.2744, "longitude": 133.7751]])
        mapView.setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 20, longitude: 80),
                                             span: MKCoordinateSpan(latitudeDelta: 40, longitudeDelta: 40)), animated: false)
    }

    @IBAction func refreshTapped(_ sender: Any) {
        bounce(refreshButton)
        feedback.success()
        performSegue(withIdentifier: "Details", sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "Details", let details = segue.destination as? WelcomeViewController {
            details.title = "Details"
        }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "Locked"
    }

    func bounce(_ button: UIButton) {
        UIView.animate(withDuration: 0.6,
                       animations: { button.transform = CGAffineTransform(scaleX: 0.6, y: 0.6) },
                       completion: { _ in UIView.animate(withDuration: 0.6) { button.transform = .identity } })
    }

    func pin(_ places: [[String: Any]]) {
        for place in places {
            let annotation = MKPointAnnotation()
            annotation.coordinate = CLLocationCoordinate2D(latitude: place["latitude"] as! CLLocationDegrees,
                                                           longitude: place["longitude"] as! CLLocationDegrees)
            mapView.addAnnotation(annotation)
        }
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        alert.addAction(UIAlertAction(title: "Retry", style: .cancel) { [weak self] _ in self?.refreshTapped(alert) })
        alert.addTextField { field in
            field.placeholder = "Country"
            field.textAlignment = .center
        }
        alert.preferredAction = alert.actions.first
        present(alert, animated: true, completion: nil)
    }

    func chooseSource() {
        let sheet = UIAlertController(title: nil, message: "Data source", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete cache", style: .destructive))
        sheet.popoverPresentationController?.sourceView = view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        present(sheet, animated: true)
    }
}

extension CasesDashboardViewController: MKMapViewDelegate {
    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        if annotation is MKUserLocation { return nil }
        let view = mapView.dequeueReusableAnnotationView(withIdentifier: "case") as? MKMarkerAnnotationView
            ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "case")
        view.markerTintColor = .systemRed
        view.glyphText = "!"
        view.canShowCallout = true
        return view
    }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
        totalLabel.text = String(format: "%.0f°", mapView.region.span.latitudeDelta)
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        if let circle = overlay as? MKCircle {
            let renderer = MKCircleRenderer(circle: circle)
            renderer.fillColor = UIColor.systemRed.withAlphaComponent(0.3)
            return renderer
        }
        let renderer = MKPolylineRenderer(overlay: overlay)
        renderer.strokeColor = .systemBlue
        renderer.lineWidth = 3
        return renderer
    }

    func outbreak(at coordinate: CLLocationCoordinate2D, cases: Int) {
        mapView.addOverlay(MKCircle(center: coordinate, radius: CLLocationDistance(cases) * 10))
        var path = [coordinate, mapView.centerCoordinate]
        mapView.addOverlay(MKPolyline(coordinates: &path, count: path.count), level: .aboveLabels)
    }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        feedback.selection.selectionChanged()
    }
}

final class WelcomeViewController: UIViewController {
    @IBOutlet weak var okButton: UIButton!

    @IBAction func okTapped(_ sender: Any) {
        dismiss(animated: true)
        UserDefaults.standard.set(true, forKey: "dashboard.onboarded")
    }

    static func fromStoryboard() -> WelcomeViewController {
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "welcome") as! WelcomeViewController
    }
}

final class DashboardHaptics {
    let selection = UISelectionFeedbackGenerator()

    func success() {
        let generator = UINotificationFeedbackGenerator()
        generator.prepare()
        generator.notificationOccurred(.success)
    }

    func tap(_ strength: CGFloat) {
        UIImpactFeedbackGenerator(style: .rigid).impactOccurred(intensity: strength)
        UIImpactFeedbackGenerator().impactOccurred()
    }
}
