import ReportCore
import ReportNative
import ReportRender
/// The site's month pages, and each year's reflection as a PDF and a card beside its page.
extension SiteJob {
    /// The paths of the month pages and of the years' PDFs and cards.
    var periodPaths: [String] {
        var all = builder.months.map(SiteBuilder.monthPath)
        for year in years {
            if yearPDF != nil { all.append("years/\(year).pdf") }
            all.append(SiteYearCard.path(year))
        }
        return all
    }

    /// A month's page.
    func monthFiles(_ index: Int, _ typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        let page = try builder.monthPage(index, typeSetter)
        return [OutputFile(path: SiteBuilder.monthPath(builder.months[index]), bytes: try OutputFormat.html.writer(settings).write(.sitePage(page)))]
    }

    /// A year's reflection, January 1 – December 31, as `reflect --year` writes it, and its card.
    func yearFiles(_ year: Int, _ typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        var files: [OutputFile] = []
        if let yearPDF {
            let period = SummaryPeriod(CalendarPeriod(.year, holding: Day(year: year, month: 1, day: 1)!))
            files.append(OutputFile(path: "years/\(year).pdf", bytes: try yearPDF.render(period, name: String(year), typeSetter: typeSetter)))
        }
        files.append(OutputFile(path: SiteYearCard.path(year), bytes: try SiteYearCard.png(year: year, context: context, typeSetter: typeSetter)))
        return files
    }
}
