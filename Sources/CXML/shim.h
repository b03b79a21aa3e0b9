#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, so its encoding.h includes the system's ICU headers, whose UErrorCode
   differs from the one Foundation carries (_FoundationICU): a Swift file that sees both fails to build, at
   random by how files are batched. Nothing here uses the ICU members of xmlCharEncodingHandler (only
   pointers to it pass through), so the headers are read without them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
