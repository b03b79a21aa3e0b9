/// The showed-up rule of the contract: a part counts when any of its fields is set —
/// a `true`, a string with more than white space (other than the challenge `none`), a non-null answer, a time.
extension String {
    package var hasContent: Bool {
        // Most answers start with a printable ASCII character: that byte decides, without breaking graphemes.
        if let first = utf8.first, first > 0x20, first < 0x7F { return true }
        return contains { !$0.isWhitespace }
    }
}

extension Optional where Wrapped == String {
    var hasContent: Bool { self?.hasContent ?? false }
}

extension MorningFocus {
    package var isFilled: Bool {
        breathingDone == true || completedAt != nil
            || (challenge != nil && challenge != Challenge.none && challenge!.rawValue.hasContent)
            || [myWhy, challengeOther, chosenSwap, commitTo, commitFrom, identity, careAction, stressResponse, snackBackup]
                .contains { $0.hasContent }
    }
}

extension EndOfDay {
    package var isFilled: Bool {
        followedSwap != nil || didCareAction != nil || dayCompletedAt != nil
            || [feelAboutIt, whatGotInTheWay, whatHelped, comfortPull, urgesNoticed, smallWinForTomorrow].contains { $0.hasContent }
    }
}

extension NightPrep {
    package var isFilled: Bool { doneCount > 0 || other.hasContent }
}
