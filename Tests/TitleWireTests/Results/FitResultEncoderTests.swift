import Foundation
import Testing
import TitleComposer
import TitleWire

/// A fitted title's record: the composed title's record with the fit fields after its own, the
/// same keys and values its `Codable` writes.
@Suite struct FitResultEncoderTests {
  static let composer = Result { try Composer() }

  @Test func fieldsFollowThePlainRecord() throws {
    let composer = try Self.composer.get()
    let request = TitleRequest(
      categoryID: 1, title: "report_2025_quarterly_summary_final_version.pdf", width: 200,
      numberOfLines: 1)
    let fitted = try composer.compose(
      request,
      fitting: TitleFit(
        titleSizes: TitleSizeRange(minimum: 12, maximum: 16), shrinkWrap: true, truncate: .middle))
    var bytes: [UInt8] = []
    BatchResultEncoder.append(fitted, id: .string("f"), to: &bytes)
    let plain = BatchResultEncoder.encode(fitted.composed, id: .string("f"))
    let text = String(decoding: bytes, as: UTF8.self)
    let cut = try #require(fitted.middleCut)
    let width = try #require(fitted.width)
    #expect(
      text
        == String(decoding: plain.dropLast(), as: UTF8.self)
        + #","fittedTitleSize":12,"titleSizeFits":false,"fittedWidth":\#(width),"middleCut":{"start":\#(cut.lowerBound),"end":\#(cut.upperBound)}}"#
    )
    // The Codable object has the same fields and values.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let coded = try JSONSerialization.jsonObject(with: encoder.encode(fitted)) as! NSDictionary
    var record = try JSONSerialization.jsonObject(with: Data(bytes)) as! [String: Any]
    record["id"] = nil
    #expect(coded == record as NSDictionary)
    let decoded = try JSONDecoder().decode(FittedTitle.self, from: encoder.encode(fitted))
    #expect(decoded.middleCut == cut)
    #expect(decoded.width == width)
    #expect(decoded.titleSize == 12)
    #expect(decoded.titleSizeFits == false)
  }
}
