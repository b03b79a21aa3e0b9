import Mustache

// The names the summary templates can use, one switch per view. Looking values up by name here
// (instead of swift-mustache's reflection) keeps rendering fast and lists the template interface in one place.

extension SummaryView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "language": language
        case "title": title
        case "plainTitle": plainTitle
        case "greeting": greeting
        case "headline": headline
        case "care": care
        case "urges": urges
        case "discipline": discipline
        case "milestones": milestones
        case "body": body
        case "noticed": noticed
        case "quiet": quiet
        case "closing": closing
        default: nil
        }
    }
}

extension SummaryHeadline: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "showedUp": showedUp
        case "streak": streak
        case "comebacks": comebacks
        case "compare": compare
        default: nil
        }
    }
}

extension SummaryCare: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "answered": answered
        case "prepTotals": prepTotals
        case "days": days
        case "none": none
        case "highlights": highlights
        default: nil
        }
    }
}

extension SummaryCareDay: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "date": date
        case "lines": lines
        default: nil
        }
    }
}

extension SummaryUrges: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "count": count
        case "types": types
        case "pattern": pattern
        case "notes": notes
        case "none": none
        case "highlights": highlights
        default: nil
        }
    }
}

extension SummaryUrgeNote: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "when": when
        case "kind": kind
        case "action": action
        case "audio": audio
        case "quote": quote
        default: nil
        }
    }
}

extension SummaryDiscipline: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "now": now
        case "behind": behind
        case "weeksIntro": weeksIntro
        case "weeks": weeks
        case "sparkline": sparkline
        default: nil
        }
    }
}

extension SummaryMilestones: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "items": items
        case "none": none
        default: nil
        }
    }
}

extension SummaryBody: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "lines": lines
        default: nil
        }
    }
}

extension SummaryNoticed: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "span": span
        case "lines": lines
        default: nil
        }
    }
}
