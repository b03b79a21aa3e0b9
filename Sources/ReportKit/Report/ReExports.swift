// The public API's value types (Day, ReportError, WeekSelection, …) are declared in the layer they belong to;
// a program that imports ReportKit sees them as ReportKit's.
@_exported import ReportCore
@_exported import ReportNative
@_exported import ReportRender
@_exported import ReportOutputs
