/// The words of a longer period's highlights: what the person chose or answered most often, in their own words
/// (shown only where their words are, at `--redact full`).
extension LocalizationTable {
    static let highlights: [String: Entry] = [
        "story.highlight.care.other": Entry(
            en: "The care action you chose most often: “{1}” ({0} days).",
            nb: "Egenomsorgen du valgte oftest: «{1}» ({0} dager)."),
        "story.highlight.helped.other": Entry(
            en: "What helped most often, in your words: “{1}” ({0} evenings).",
            nb: "Dette hjalp oftest, med dine ord: «{1}» ({0} kvelder)."),
        "story.highlight.response.other": Entry(
            en: "The response to an urge you chose most often: “{1}” ({0} times).",
            nb: "Det du oftest valgte å gjøre når suget kom: «{1}» ({0} ganger)."),
        // The month with the most days shown up: {0} its days to log, {1} the days shown up, {2} its name.
        "story.highlight.bestMonth.one": Entry(
            en: "Your best month: {2}, with {1} of {0} day shown up.",
            nb: "Den beste måneden din: {2}, da du møtte opp {1} av {0} dag."),
        "story.highlight.bestMonth.other": Entry(
            en: "Your best month: {2}, with {1} of {0} days shown up.",
            nb: "Den beste måneden din: {2}, da du møtte opp {1} av {0} dager."),
        "story.highlight.firstEntry": Entry(
            en: "You began on {0}.",
            nb: "Du begynte {0}."),
        "story.highlight.run.year.one": Entry(
            en: "Your longest run this year: {0} day in a row.",
            nb: "Årets lengste rekke: {0} dag på rad."),
        "story.highlight.run.year.ever.one": Entry(
            en: "Your longest run this year: {0} day in a row, also your longest ever.",
            nb: "Årets lengste rekke: {0} dag på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.year.one": Entry(en: "day in a row, your longest run this year", nb: "dag på rad, årets lengste rekke"),
        "story.highlight.runLabel.year.ever.one": Entry(en: "day in a row, your longest run this year and ever", nb: "dag på rad, årets lengste rekke og den lengste noensinne"),
        "story.highlight.run.year.other": Entry(
            en: "Your longest run this year: {0} days in a row.",
            nb: "Årets lengste rekke: {0} dager på rad."),
        "story.highlight.run.year.ever.other": Entry(
            en: "Your longest run this year: {0} days in a row, also your longest ever.",
            nb: "Årets lengste rekke: {0} dager på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.year.other": Entry(en: "days in a row, your longest run this year", nb: "dager på rad, årets lengste rekke"),
        "story.highlight.runLabel.year.ever.other": Entry(en: "days in a row, your longest run this year and ever", nb: "dager på rad, årets lengste rekke og den lengste noensinne"),
        "story.highlight.run.quarter.one": Entry(
            en: "Your longest run this quarter: {0} day in a row.",
            nb: "Kvartalets lengste rekke: {0} dag på rad."),
        "story.highlight.run.quarter.ever.one": Entry(
            en: "Your longest run this quarter: {0} day in a row, also your longest ever.",
            nb: "Kvartalets lengste rekke: {0} dag på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.quarter.one": Entry(en: "day in a row, your longest run this quarter", nb: "dag på rad, kvartalets lengste rekke"),
        "story.highlight.runLabel.quarter.ever.one": Entry(en: "day in a row, your longest run this quarter and ever", nb: "dag på rad, kvartalets lengste rekke og den lengste noensinne"),
        "story.highlight.run.quarter.other": Entry(
            en: "Your longest run this quarter: {0} days in a row.",
            nb: "Kvartalets lengste rekke: {0} dager på rad."),
        "story.highlight.run.quarter.ever.other": Entry(
            en: "Your longest run this quarter: {0} days in a row, also your longest ever.",
            nb: "Kvartalets lengste rekke: {0} dager på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.quarter.other": Entry(en: "days in a row, your longest run this quarter", nb: "dager på rad, kvartalets lengste rekke"),
        "story.highlight.runLabel.quarter.ever.other": Entry(en: "days in a row, your longest run this quarter and ever", nb: "dager på rad, kvartalets lengste rekke og den lengste noensinne"),
        "story.highlight.run.month.one": Entry(
            en: "Your longest run this month: {0} day in a row.",
            nb: "Månedens lengste rekke: {0} dag på rad."),
        "story.highlight.run.month.ever.one": Entry(
            en: "Your longest run this month: {0} day in a row, also your longest ever.",
            nb: "Månedens lengste rekke: {0} dag på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.month.one": Entry(en: "day in a row, your longest run this month", nb: "dag på rad, månedens lengste rekke"),
        "story.highlight.runLabel.month.ever.one": Entry(en: "day in a row, your longest run this month and ever", nb: "dag på rad, månedens lengste rekke og den lengste noensinne"),
        "story.highlight.run.month.other": Entry(
            en: "Your longest run this month: {0} days in a row.",
            nb: "Månedens lengste rekke: {0} dager på rad."),
        "story.highlight.run.month.ever.other": Entry(
            en: "Your longest run this month: {0} days in a row, also your longest ever.",
            nb: "Månedens lengste rekke: {0} dager på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.month.other": Entry(en: "days in a row, your longest run this month", nb: "dager på rad, månedens lengste rekke"),
        "story.highlight.runLabel.month.ever.other": Entry(en: "days in a row, your longest run this month and ever", nb: "dager på rad, månedens lengste rekke og den lengste noensinne"),
        "story.highlight.run.days.one": Entry(
            en: "Your longest run in this period: {0} day in a row.",
            nb: "Periodens lengste rekke: {0} dag på rad."),
        "story.highlight.run.days.ever.one": Entry(
            en: "Your longest run in this period: {0} day in a row, also your longest ever.",
            nb: "Periodens lengste rekke: {0} dag på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.days.one": Entry(en: "day in a row, your longest run in this period", nb: "dag på rad, periodens lengste rekke"),
        "story.highlight.runLabel.days.ever.one": Entry(en: "day in a row, your longest run in this period and ever", nb: "dag på rad, periodens lengste rekke og den lengste noensinne"),
        "story.highlight.run.days.other": Entry(
            en: "Your longest run in this period: {0} days in a row.",
            nb: "Periodens lengste rekke: {0} dager på rad."),
        "story.highlight.run.days.ever.other": Entry(
            en: "Your longest run in this period: {0} days in a row, also your longest ever.",
            nb: "Periodens lengste rekke: {0} dager på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.days.other": Entry(en: "days in a row, your longest run in this period", nb: "dager på rad, periodens lengste rekke"),
        "story.highlight.runLabel.days.ever.other": Entry(en: "days in a row, your longest run in this period and ever", nb: "dager på rad, periodens lengste rekke og den lengste noensinne"),
        "story.month.row": Entry(en: "{0}: {1}", nb: "{0}: {1}"),
        "story.month.quiet": Entry(en: "a quiet month", nb: "en rolig måned"),
        "story.weeks.shownUp.one": Entry(en: "{1} of {0} week with a day shown up", nb: "{1} av {0} uke med en dag du møtte opp"),
        "story.weeks.shownUp.other": Entry(en: "{1} of {0} weeks with a day shown up", nb: "{1} av {0} uker med en dag du møtte opp"),
        "period.highlights.title": Entry(en: "Highlights", nb: "Høydepunkter"),
        "period.months.title": Entry(en: "Month by month", nb: "Måned for måned"),
        "period.strip.lead": Entry(
            en: "A bar a week, as tall as the days you showed up in it (seven at most).",
            nb: "En søyle per uke, like høy som antall dager du møtte opp den uka (høyst sju)."),
        "story.highlight.run.yearSoFar.one": Entry(
            en: "Your longest run this year so far: {0} day in a row.",
            nb: "Årets lengste rekke så langt: {0} dag på rad."),
        "story.highlight.run.yearSoFar.ever.one": Entry(
            en: "Your longest run this year so far: {0} day in a row, also your longest ever.",
            nb: "Årets lengste rekke så langt: {0} dag på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.yearSoFar.one": Entry(en: "day in a row, your longest run this year so far", nb: "dag på rad, årets lengste rekke så langt"),
        "story.highlight.runLabel.yearSoFar.ever.one": Entry(en: "day in a row, your longest run this year so far and ever", nb: "dag på rad, årets lengste rekke så langt og den lengste noensinne"),
        "story.highlight.run.yearSoFar.other": Entry(
            en: "Your longest run this year so far: {0} days in a row.",
            nb: "Årets lengste rekke så langt: {0} dager på rad."),
        "story.highlight.run.yearSoFar.ever.other": Entry(
            en: "Your longest run this year so far: {0} days in a row, also your longest ever.",
            nb: "Årets lengste rekke så langt: {0} dager på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.yearSoFar.other": Entry(en: "days in a row, your longest run this year so far", nb: "dager på rad, årets lengste rekke så langt"),
        "story.highlight.runLabel.yearSoFar.ever.other": Entry(en: "days in a row, your longest run this year so far and ever", nb: "dager på rad, årets lengste rekke så langt og den lengste noensinne"),
        "story.highlight.run.quarterSoFar.one": Entry(
            en: "Your longest run this quarter so far: {0} day in a row.",
            nb: "Kvartalets lengste rekke så langt: {0} dag på rad."),
        "story.highlight.run.quarterSoFar.ever.one": Entry(
            en: "Your longest run this quarter so far: {0} day in a row, also your longest ever.",
            nb: "Kvartalets lengste rekke så langt: {0} dag på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.quarterSoFar.one": Entry(en: "day in a row, your longest run this quarter so far", nb: "dag på rad, kvartalets lengste rekke så langt"),
        "story.highlight.runLabel.quarterSoFar.ever.one": Entry(en: "day in a row, your longest run this quarter so far and ever", nb: "dag på rad, kvartalets lengste rekke så langt og den lengste noensinne"),
        "story.highlight.run.quarterSoFar.other": Entry(
            en: "Your longest run this quarter so far: {0} days in a row.",
            nb: "Kvartalets lengste rekke så langt: {0} dager på rad."),
        "story.highlight.run.quarterSoFar.ever.other": Entry(
            en: "Your longest run this quarter so far: {0} days in a row, also your longest ever.",
            nb: "Kvartalets lengste rekke så langt: {0} dager på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.quarterSoFar.other": Entry(en: "days in a row, your longest run this quarter so far", nb: "dager på rad, kvartalets lengste rekke så langt"),
        "story.highlight.runLabel.quarterSoFar.ever.other": Entry(en: "days in a row, your longest run this quarter so far and ever", nb: "dager på rad, kvartalets lengste rekke så langt og den lengste noensinne"),
        "story.highlight.run.monthSoFar.one": Entry(
            en: "Your longest run this month so far: {0} day in a row.",
            nb: "Månedens lengste rekke så langt: {0} dag på rad."),
        "story.highlight.run.monthSoFar.ever.one": Entry(
            en: "Your longest run this month so far: {0} day in a row, also your longest ever.",
            nb: "Månedens lengste rekke så langt: {0} dag på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.monthSoFar.one": Entry(en: "day in a row, your longest run this month so far", nb: "dag på rad, månedens lengste rekke så langt"),
        "story.highlight.runLabel.monthSoFar.ever.one": Entry(en: "day in a row, your longest run this month so far and ever", nb: "dag på rad, månedens lengste rekke så langt og den lengste noensinne"),
        "story.highlight.run.monthSoFar.other": Entry(
            en: "Your longest run this month so far: {0} days in a row.",
            nb: "Månedens lengste rekke så langt: {0} dager på rad."),
        "story.highlight.run.monthSoFar.ever.other": Entry(
            en: "Your longest run this month so far: {0} days in a row, also your longest ever.",
            nb: "Månedens lengste rekke så langt: {0} dager på rad, også den lengste du har hatt."),
        "story.highlight.runLabel.monthSoFar.other": Entry(en: "days in a row, your longest run this month so far", nb: "dager på rad, månedens lengste rekke så langt"),
        "story.highlight.runLabel.monthSoFar.ever.other": Entry(en: "days in a row, your longest run this month so far and ever", nb: "dager på rad, månedens lengste rekke så langt og den lengste noensinne"),
    ]
}
