// App screens a widget target compiles with the app's controllers (issue 20, sweeps 6–7: shared
// view-controller files): a table view controller, a collection view with a flow layout, a scroll
// view delegate, value controls, bar button items, child controllers, a stack view, the
// pasteboard and the share sheet.
// Compile-only: no screen is shown in a widget.
import UIKit

final class SavedCountriesViewController: UITableViewController {
    var countries = ["India", "Australia", "Kenya"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Saved"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "country")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.tableFooterView = UIView()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addCountry))
        navigationItem.leftBarButtonItem = editButtonItemReplacement
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
        tableView.refreshControl = refresh
    }

    let editButtonItemReplacement = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)

    @objc func addCountry() {
        countries.append("Chile")
        tableView.insertRows(at: [IndexPath(row: countries.count - 1, section: 0)], with: .automatic)
    }

    @objc func reload() {
        tableView.reloadData()
        tableView.refreshControl?.endRefreshing()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { countries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "country", for: indexPath)
        cell.textLabel?.text = countries[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        show(CountryStatsViewController(country: countries[indexPath.row]), sender: self)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        countries.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}

final class CountryStatsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let country: String
    private var collectionView: UICollectionView!
    private let range = UISegmentedControl(items: ["Week", "Month", "Year"])
    private let alerts = UISwitch()
    private let threshold = UISlider()
    private let progress = UIProgressView(progressViewStyle: .bar)
    private let pages = UIPageControl()

    init(country: String) {
        self.country = country
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = country
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "stat")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.showsHorizontalScrollIndicator = false
        view.addSubview(collectionView)
        range.selectedSegmentIndex = 0
        range.addTarget(self, action: #selector(rangeChanged(_:)), for: .valueChanged)
        alerts.setOn(true, animated: false)
        threshold.minimumValue = 0
        threshold.maximumValue = 500
        threshold.value = 120
        progress.setProgress(0.4, animated: true)
        pages.numberOfPages = 3
        let chart = SparklineView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        let child = UIViewController()
        addChild(child)
        child.view.addSubview(chart)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    @objc func rangeChanged(_ sender: UISegmentedControl) {
        pages.currentPage = sender.selectedSegmentIndex
        collectionView.reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "stat", for: indexPath)
        cell.contentView.backgroundColor = .secondarySystemBackground
        cell.contentView.layer.cornerRadius = 12
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width * 0.8, height: 140)
    }

    func shareStats(from item: UIBarButtonItem) {
        UIPasteboard.general.string = "\(country): \(Int(threshold.value)) cases"
        let share = UIActivityViewController(activityItems: [UIPasteboard.general.string ?? country], applicationActivities: nil)
        share.excludedActivityTypes = [.airDrop, .assignToContact]
        share.completionWithItemsHandler = { activity, completed, _, _ in
            if completed, activity == .copyToPasteboard { self.progress.setProgress(1, animated: true) }
        }
        share.popoverPresentationController?.sourceView = view
        present(share, animated: true)
        let header = UIStackView(arrangedSubviews: [UILabel(), range, alerts])
        header.axis = .horizontal
        header.alignment = .center
        header.distribution = .equalSpacing
        header.spacing = 8
        header.setCustomSpacing(16, after: range)
        view.addSubview(header)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pages.currentPage = Int(scrollView.contentOffset.x / max(scrollView.bounds.width, 1))
    }
}
