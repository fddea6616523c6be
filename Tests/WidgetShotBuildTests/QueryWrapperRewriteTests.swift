import Foundation
import Testing
@testable import WidgetShotBuild

/// muukii/TextDisplayWidget: `@Query var model: [SharedTypes.Item]` — SwiftData's argument-less
/// `@Query` must get its generic arguments spelled, the forms with arguments stay as written.
struct QueryWrapperRewriteTests {
    @Test func argumentLessQueriesSpellTheirModel() {
        #expect(QueryWrapperRewrite.rewrite("  @Query var model: [SharedTypes.Item]")
                == "  @Query<SharedTypes.Item, [SharedTypes.Item]> var model: [SharedTypes.Item]")
        #expect(QueryWrapperRewrite.rewrite("@Query() private var trips : [Trip]") == "@Query<Trip, [Trip]> private var trips : [Trip]")
        #expect(QueryWrapperRewrite.rewrite("@Query private(set) var a: [A]; @Query var b: [B]")
                == "@Query<A, [A]> private(set) var a: [A]; @Query<B, [B]> var b: [B]")
    }

    @Test func queriesWithArgumentsOrNonArrayTypesAreLeftAlone() {
        for line in ["@Query(sort: \\Trip.start) var trips: [Trip]", "@Query(filter: #Predicate<Trip> { $0.done }) var t: [Trip]",
                     "@QueryParam var q: [String: Int]", "// @Querying var x: [X]x", "let s = \"@Query var x: Int\""] {
            #expect(QueryWrapperRewrite.rewrite(line) == line)
        }
    }

    @Test func theExtensionTransformAppliesIt() {
        let output = SourceTransform(originalPath: "/src/W.swift", fileIndex: 0).transform("struct V {\n    @Query var notes: [Note]\n}")
        #expect(output.text.contains("    @Query<Note, [Note]> var notes: [Note]\n"))
    }
}
