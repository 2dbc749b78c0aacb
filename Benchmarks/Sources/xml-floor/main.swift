// An XML floor of the benchmark suite: Foundation's streaming XMLParser over a
// storyboard, counting `<segue>` elements that have an identifier, and nothing
// else. What importing a storyboard with Foundation costs at the very least.
//
//     xml-floor Main.storyboard
//
// Prints the count; exit status 0, 1 if the XML does not parse, 2 for an
// unreadable file.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

final class SegueCounter: NSObject, XMLParserDelegate {
    var identifiedSegues = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if elementName == "segue", attributes["identifier"] != nil {
            identifiedSegues += 1
        }
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: xml-floor <file.storyboard>\n".utf8))
    exit(2)
}
// From a stream, not from `Data`: on Linux, `XMLParser(data:)` fails on large
// documents (a 48 MB storyboard: NSXMLParserErrorDomain code 1 at the end) and
// holds the whole file; the stream reads it in chunks.
guard FileManager.default.isReadableFile(atPath: arguments[1]), let stream = InputStream(fileAtPath: arguments[1]) else {
    FileHandle.standardError.write(Data("xml-floor: cannot read \(arguments[1])\n".utf8))
    exit(2)
}
let parser = XMLParser(stream: stream)
let counter = SegueCounter()
parser.delegate = counter
guard parser.parse() else {
    FileHandle.standardError.write(Data("xml-floor: \(parser.parserError.map { "\($0)" } ?? "XML error")\n".utf8))
    exit(1)
}
print(counter.identifiedSegues)
