// URLSession's resume-data key, which swift-corelibs-foundation does not declare. Apple:
// `let NSURLSessionDownloadTaskResumeData: String` (iOS 7), "a key in the error dictionary that
// provides resume data" (Foundation reference, NSURLSessionDownloadTaskResumeData). Alamofire's
// `AFError.downloadResumeData` reads a failed download's `URLError.userInfo` under it. Linux's
// URLSession never produces resume data, so the key is present in no error here and reading it
// gives nil, as on iOS for a download that cannot be resumed.

/// The key of a failed download's resume data in its error's `userInfo` (Apple's value).
public let NSURLSessionDownloadTaskResumeData = "NSURLSessionDownloadTaskResumeData"
