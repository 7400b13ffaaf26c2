import Foundation
import Testing
import TitleComposer
@testable import TitleWidgets

/// The seed's selection rules: toggle, single-mode exclusivity, the multiple mode's limit.
@Suite struct ChipSelectionTests {
  @Test(arguments: [
    // (mode, taps, selected after, the tap results)
    (TagSelection.Mode.single, [2], [2], [true]),
    (.single, [2, 2], [], [true, true]),  // tapping the selected chip deselects it
    (.single, [2, 0], [0], [true, true]),  // selecting one deselects the other
    (.single, [0, 1, 3], [3], [true, true, true]),
    (.multiple(limit: nil), [3, 0, 2], [0, 2, 3], [true, true, true]),
    (.multiple(limit: nil), [3, 0, 3], [0], [true, true, true]),
    (.multiple(limit: 2), [0, 1, 2], [0, 1], [true, true, false]),  // the limit refuses the third
    (.multiple(limit: 2), [0, 1, 0, 2], [1, 2], [true, true, true, true]),  // room again
    (.multiple(limit: 1), [0, 1], [0], [true, false]),  // unlike single, no replacement
  ])
  func tapsToggle(mode: TagSelection.Mode, taps: [Int], selected: [Int], results: [Bool]) throws {
    var selection = try TagSelection(count: 4, mode: mode)
    var changed: [Bool] = []
    for tap in taps { changed.append(try selection.toggle(tap)) }
    #expect(selection.selectedIndices == selected)
    #expect(changed == results)
    #expect(selection.isAnySelected == !selected.isEmpty)
    for index in 0..<4 { #expect(selection.isSelected(index) == selected.contains(index)) }
  }

  @Test(arguments: [-1, 4, Int.max, Int.min])
  func outOfRangeTapIsATypedErrorAndChangesNothing(index: Int) throws {
    var selection = try TagSelection(count: 4, selected: [1])
    #expect(throws: TagSelectionError.indexOutOfRange(index: index, count: 4)) {
      try selection.toggle(index)
    }
    #expect(selection.selectedIndices == [1])
  }

  @Test func initialSelectionIsChecked() throws {
    #expect(throws: TagSelectionError.tooManySelected(selected: 2, limit: 1)) {
      try TagSelection(count: 3, mode: .single, selected: [0, 1])
    }
    #expect(throws: TagSelectionError.tooManySelected(selected: 3, limit: 2)) {
      try TagSelection(count: 3, mode: .multiple(limit: 2), selected: [0, 1, 2])
    }
    #expect(throws: TagSelectionError.indexOutOfRange(index: 3, count: 3)) {
      try TagSelection(count: 3, selected: [3])
    }
    #expect(throws: TagSelectionError.invalidLimit(0)) {
      try TagSelection(count: 3, mode: .multiple(limit: 0))
    }
    #expect(throws: TagSelectionError.invalidCount(-1)) { try TagSelection(count: -1) }
    #expect(
      try TagSelection(count: 3, mode: .multiple(limit: nil), selected: [2, 0, 2]).selectedIndices
        == [0, 2])
    #expect(try TagSelection(count: 0).isAnySelected == false)
  }

  @Test func deselectAllResetsTheFilter() throws {
    var selection = try TagSelection(count: 3, mode: .multiple(limit: nil), selected: [0, 2])
    #expect(selection.isAnySelected)
    selection.deselectAll()
    #expect(!selection.isAnySelected && selection.selectedIndices.isEmpty)
  }

  @Test func codableRoundTripAndDecodingChecksTheRules() throws {
    let selection = try TagSelection(count: 5, mode: .multiple(limit: 3), selected: [4, 1])
    let data = try JSONEncoder().encode(selection)
    #expect(try JSONDecoder().decode(TagSelection.self, from: data) == selection)
    let json = #"{"count": 5, "selected": [1]}"#
    #expect(try JSONDecoder().decode(TagSelection.self, from: Data(json.utf8)).mode == .single)
    let bad = #"{"count": 2, "mode": {"single": {}}, "selected": [0, 1]}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TagSelection.self, from: Data(bad.utf8))
    }
  }
}
