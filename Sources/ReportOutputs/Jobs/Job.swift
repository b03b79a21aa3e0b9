import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// A set of files to make from one export: the week with its companions, every week's summary, a chart.
///
/// A job is cut into units that depend on nothing but the export (a week each), so `JobRunner` can make them on
/// every core; each unit is made with the `TypeSetter` of the thread it runs on and gives its files in order.
package protocol Job: Sendable {
    /// How many units the job has.
    var unitCount: Int { get }
    /// The files of unit `index`, laid out with `typeSetter`.
    func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile]
    /// The files of unit `index`, each handed to `write` as soon as it is made, so a unit of large files (a week
    /// of one 30 MiB note: its PDF, then its Markdown) holds one of them at a time. By default, `files(unit:)`'s.
    func eachFile(unit index: Int, typeSetter: TypeSetter, _ write: (OutputFile) throws(ReportError) -> Void) throws(ReportError)
}

extension Job {
    package func eachFile(unit index: Int, typeSetter: TypeSetter, _ write: (OutputFile) throws(ReportError) -> Void) throws(ReportError) {
        for file in try files(unit: index, typeSetter: typeSetter) { try write(file) }
    }
}

/// Runs jobs: units on as many threads as there are processors (each with fonts of its own), every file handed
/// to the sink as soon as it is made. A unit that fails does not stop the others; the first failure, in
/// unit order, is thrown once all are done. The files are the same bytes however many threads made them.
package struct JobRunner: Sendable {
    /// The fonts for the first threads (made ready while the export was read); any thread after them makes its own.
    let typeSetters: [TypeSetter]
    /// The fonts for the first thread.
    var typeSetter: TypeSetter { typeSetters[0] }
    private(set) var sink: any FileSink
    /// Told how many units are done, of how many, each time one is (its files handed to the sink, or failed):
    /// the command decides whether and how to show it (a line on a terminal), so the jobs never print. Calls
    /// come one at a time, counting up.
    let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// The most threads to use; nil: one per processor (`batch --jobs` sets it, and runs each person's own job on one).
    let workers: Int?

    /// `spare`: fonts made ready for the threads after the first, so they do not set their own up while the
    /// first has pages to make (a site's second thread would otherwise begin with some milliseconds of it).
    package init(
        typeSetter: TypeSetter, spare: [TypeSetter] = [], sink: any FileSink, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
        workers: Int? = nil
    ) {
        self.typeSetters = [typeSetter] + spare
        self.sink = sink
        self.progress = progress
        self.workers = workers
    }

    /// The same runner, its files handed to `sink` instead (a site's sink that lists what it writes).
    func writing(to sink: any FileSink) -> JobRunner {
        var runner = self
        runner.sink = sink
        return runner
    }

    package func run(_ job: some Job) throws(ReportError) {
        let units = job.unitCount
        let workers = max(1, min(units, self.workers ?? ProcessInfo.processInfo.activeProcessorCount))
        // One slot per unit for its failure, written by the thread that runs the unit.
        let failures = Locked([ReportError?](repeating: nil, count: units))
        // How many units are done, told to `progress` under the lock, so its calls count up one at a time.
        let done = Locked(0)
        let typeSetters = Array(self.typeSetters.prefix(workers)) + (min(self.typeSetters.count, workers)..<workers).map { _ in TypeSetter(configuration: typeSetter.configuration) }
        // The first unit not yet taken.
        let next = Locked(0)
        let work: @Sendable (Int) -> Void = { worker in
            // Each thread takes the next unit not yet taken, so a long unit (a site's index and years) does not
            // leave one core with more than its share.
            while let unit = next.withLock({ next -> Int? in
                guard next < units else { return nil }
                defer { next += 1 }
                return next
            }) {
                do throws(ReportError) {
                    try job.eachFile(unit: unit, typeSetter: typeSetters[worker]) { file throws(ReportError) in try sink.write(file) }
                } catch {
                    failures.withLock { $0[unit] = error }
                }
                if let progress {
                    done.withLock { done in
                        done += 1
                        progress(done, units)
                    }
                }
            }
        }
        if workers == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }
        if let first = failures.withLock({ $0.lazy.compactMap { $0 }.first }) { throw first }
    }
}
