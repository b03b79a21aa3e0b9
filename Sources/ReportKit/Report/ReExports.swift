// The public API's value types (Day, ReportError, WeekSelection, …) are declared in the layer they belong to;
// a program that imports ReportKit sees them as ReportKit's. Whole modules are re-exported, so anything declared
// `public` below is API: what crosses a module inside the library is `package`, never `public`.
@_exported import ReportCore
@_exported import ReportNative
@_exported import ReportRender
@_exported import ReportOutputs
