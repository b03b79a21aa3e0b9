import Mustache

// The names the email templates can use (Templates/email.txt.mustache, email.html.mustache); `summary`
// offers the names of the summary templates (SummaryView+Mustache.swift).

extension EmailView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "language": language
        case "subject": subject
        case "framing": framing
        case "title": title
        case "eyebrow": eyebrow
        case "goal": goal
        case "encouragement": encouragement
        case "noticed": noticed
        case "numbersHeading": numbersHeading
        case "numbers": numbers
        case "chartsHeading": chartsHeading
        case "charts": charts
        case "bodyCharts": bodyCharts
        case "summary": summary
        case "privacy": privacy
        case "attachment": attachment
        case "footer": footer
        default: nil
        }
    }
}

extension NumberTile: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "value": value
        case "label": label
        case "detail": detail
        default: nil
        }
    }
}

extension EmailChart: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "contentID": contentID
        case "alt": alt
        case "width": String(width)
        case "height": String(height)
        default: nil
        }
    }
}
