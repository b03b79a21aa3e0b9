// Renders a weekly reflection PDF from an export held in memory and writes the PDF's bytes to standard output.
//
// It uses only ReportKit's public API: it is built in the Examples package, which depends on ReportKit as
// another package would, so `package` declarations are out of reach (`make examples` builds and runs it). It
// touches no file: the export is below, the PDF goes to standard output.
//
//     swift run --package-path Examples render-from-bytes > week.pdf

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReportKit

/// Three days of a made-up person's export, as the Coacher app writes it.
let export = Data(#"""
{
 "format": "coacher-export",
 "version": 1,
 "exportedAt": "2026-11-19T21:45:00+01:00",
 "timeZone": "Europe/Oslo",
 "locale": "en-US",
 "profile": {
  "name": "Ada",
  "goal": "Calmer evenings",
  "daysPerWeek": 4,
  "experience": "beginner"
 },
 "entries": [
  {
   "id": "00000000-0000-4000-8000-000000000001",
   "date": 816476400.0,
   "nightPrep": {
    "stickyNotes": false,
    "preppedProduce": true,
    "waterReady": true,
    "breakfastPrepped": true,
    "other": ""
   },
   "morningFocus": {
    "breathingDone": true,
    "identity": "I keep the promises I make to myself.",
    "careAction": "bed by 22:30",
    "stressResponse": "three slow breaths",
    "completedAt": "2026-11-16T07:40:00+01:00",
    "snackBackup": "an apple"
   },
   "endOfDay": {
    "didCareAction": true,
    "whatHelped": "A walk after lunch.",
    "comfortPull": "",
    "smallWinForTomorrow": "Fill the water bottle",
    "dayCompletedAt": "2026-11-16T21:30:00+01:00"
   },
   "prepChecks": [
    {
     "itemId": "11111111-1111-4111-8111-111111111111",
     "title": "Pack a lunch box",
     "status": "done"
    }
   ]
  },
  {
   "id": "00000000-0000-4000-8000-000000000002",
   "date": 816562800.0,
   "nightPrep": {
    "stickyNotes": false,
    "preppedProduce": true,
    "waterReady": true,
    "breakfastPrepped": false,
    "other": ""
   },
   "morningFocus": {
    "breathingDone": true,
    "identity": "I keep the promises I make to myself.",
    "careAction": "bed by 22:30",
    "stressResponse": "three slow breaths",
    "completedAt": "2026-11-17T07:40:00+01:00",
    "snackBackup": "an apple"
   },
   "endOfDay": {
    "didCareAction": false,
    "whatHelped": "Tea instead of the vending machine.",
    "comfortPull": "",
    "smallWinForTomorrow": "Fill the water bottle",
    "dayCompletedAt": "2026-11-17T21:30:00+01:00"
   },
   "prepChecks": [
    {
     "itemId": "11111111-1111-4111-8111-111111111111",
     "title": "Pack a lunch box",
     "status": "done"
    }
   ]
  },
  {
   "id": "00000000-0000-4000-8000-000000000003",
   "date": 816649200.0,
   "nightPrep": {
    "stickyNotes": false,
    "preppedProduce": true,
    "waterReady": true,
    "breakfastPrepped": true,
    "other": ""
   },
   "morningFocus": {
    "breathingDone": true,
    "identity": "I keep the promises I make to myself.",
    "careAction": "bed by 22:30",
    "stressResponse": "three slow breaths",
    "completedAt": "2026-11-18T07:40:00+01:00",
    "snackBackup": "an apple"
   },
   "endOfDay": {
    "didCareAction": true,
    "whatHelped": "Laying out clothes the night before.",
    "comfortPull": "",
    "smallWinForTomorrow": "Fill the water bottle",
    "dayCompletedAt": "2026-11-18T21:30:00+01:00"
   },
   "prepChecks": [
    {
     "itemId": "11111111-1111-4111-8111-111111111111",
     "title": "Pack a lunch box",
     "status": "done"
    }
   ]
  }
 ]
}
"""#.utf8)

/// Writes all of `bytes` to descriptor `fd` (1 is standard output, 2 standard error) with write(2): FileHandle
/// is full Foundation's, and FoundationEssentials is all ReportKit needs.
func writeAll(_ bytes: Data, to fd: Int32) {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }
}

do {
    // Made once per program and shared by every report: it sets the fonts up (the system's, here).
    let host = try ReportHost()
    let report = try Report(export: export, options: ReportOptions(locale: "en-US", paper: .a4), host: host)
    let pdf = try report.weeklyPDF(week: .latest)
    writeAll(pdf, to: 1)
} catch {
    // One sentence a person can act on, and the status a command line would end with.
    writeAll(Data("render-from-bytes: \(error.message)\n".utf8), to: 2)
    exit(error.exitStatus)
}
