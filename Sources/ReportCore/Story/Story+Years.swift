extension Story {
    /// Several years at a glance, as the years chart's alt text tells them: "3 years, 2024 to 2026, one row of
    /// months per year: you showed up on 600 of 700 days." Years are named as years, not counts.
    package func yearsShowedUp(_ count: Int, from first: Int, to last: Int, showedUp: Int, of days: Int) -> Statement {
        state(.showedUp, showedUp, of: days, "chart.years.alt", [words.number(count), String(first), String(last), words.number(showedUp), words.number(days)])
    }
}
