/// Months, quarters and years as periods of the figures, counted by `period(from:to:)` like any other run of days.
extension Figures {
    /// The periods of `kind` from the one holding the first day with data to the one holding the as-of day,
    /// as `weeks` runs: each counted up to the as-of day, its days there were from the first day with data.
    package func calendarPeriods(_ kind: CalendarPeriod.Kind) -> [(period: CalendarPeriod, figures: PeriodFigures)] {
        guard let firstDay else { return [] }
        var period = CalendarPeriod(kind, holding: min(firstDay, asOf))
        let last = CalendarPeriod(kind, holding: asOf)
        var list: [(period: CalendarPeriod, figures: PeriodFigures)] = []
        while period <= last {
            list.append((period, self.period(from: period.start, to: period.end)))
            period = period.next
        }
        return list
    }

    /// The figures of one calendar period, also one outside the data (then nothing counted).
    package func figures(for period: CalendarPeriod) -> PeriodFigures { self.period(from: period.start, to: period.end) }

    /// The periods with anything logged in them, in order: what `all` means (a mistyped date decades away
    /// cannot ask for a thousand empty files).
    package func periodsWithData(_ kind: CalendarPeriod.Kind) -> [CalendarPeriod] {
        calendarPeriods(kind).filter { $0.figures.showedUp > 0 }.map(\.period)
    }

    /// The latest period with anything logged in it, as `latest` means for weeks (nil when the export is empty).
    package func latestPeriodWithData(_ kind: CalendarPeriod.Kind) -> CalendarPeriod? {
        lastDay.map { CalendarPeriod(kind, holding: min($0, asOf)) }
    }
}
