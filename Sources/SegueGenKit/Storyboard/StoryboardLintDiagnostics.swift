/// The diagnostic messages of `StoryboardLinter`, written once.
extension Diagnostic {
    /// `suggestions`: classes it may be a typo of, likeliest first.
    static func lintSceneNotInStoryboards(_ className: String, suggestions: [String], at location: SourceLocation) -> Diagnostic {
        let hint = suggestions.isEmpty
            ? "; was the class renamed in Interface Builder, or is its storyboard missing?"
            : "; did you mean \(Suggestion.alternatives(suggestions))?"
        return .error("no scene of the storyboards has class '\(className)'\(hint)", at: location)
    }

    /// `whiteSpace`: the white space at the ends of the suggested identifier that the
    /// spec's lacks (`EdgeWhiteSpace.describe`), which `framework` does not ignore.
    static func lintSegueNotInStoryboards(
        _ identifier: String, of className: String, suggestion: String?, whiteSpace: String? = nil, framework: String, at location: SourceLocation, notes: [Note]
    ) -> Diagnostic {
        let spaced = whiteSpace.map { " (the storyboard's identifier \($0), which \(framework) does not ignore)" } ?? ""
        let hint = suggestion.map { "; did you mean \(SwiftLiteral.quoted($0))?\(spaced)" } ?? ""
        return .error(
            "'\(className)' has no segue \(SwiftLiteral.quoted(identifier)) in the storyboards (performing it would crash the app)\(hint)",
            at: location, notes: notes)
    }

    /// A note: the storyboard's segue `identifier`, which the spec lacks, may be the
    /// missing one renamed in Interface Builder.
    static func lintRenameCandidate(_ identifier: String, of className: String, shows shown: String, at location: SourceLocation) -> Note {
        Note(
            "was it renamed? the storyboard has segue \(SwiftLiteral.quoted(identifier)) of '\(className)' (\(shown)), which the spec lacks",
            at: location)
    }

    /// An error of the spec's segue `identifier` of `className`, with a note at the storyboard's segue.
    private static func segueError(
        _ identifier: String, of className: String, _ problem: String, at location: SourceLocation, storyboard: SourceLocation
    ) -> Diagnostic {
        .error("segue \(SwiftLiteral.quoted(identifier)) of '\(className)' \(problem)", at: location, notes: [Note("the segue is here", at: storyboard)])
    }

    /// `fix`: the type and container kind an import writes, when it knows them; the
    /// container is written when `specContainer` is another.
    static func lintWrongDestination(
        _ identifier: String, of className: String, shows shown: String, specDestination: String,
        fix: (type: String, container: ContainerKind?)?, specContainer: ContainerKind?, at location: SourceLocation, storyboard: SourceLocation
    ) -> Diagnostic {
        let hint = fix.map { fix in
            "; write '\(fix.type)' as its destination" + (fix.container == specContainer ? "" : " and " + containerFix(fix.container))
        }
        return segueError(
            identifier, of: className, "shows \(shown) in the storyboard, not '\(specDestination)'\(hint ?? "")", at: location, storyboard: storyboard)
    }

    private static func containerFix(_ container: ContainerKind?) -> String {
        container.map { "write 'container: \($0.className)'" } ?? "remove 'container'"
    }

    static func lintWrongContainer(
        _ identifier: String, of className: String, shows shown: String, storyboardContainer: ContainerKind?, specContainer: SegueContainer?,
        at location: SourceLocation, storyboard: SourceLocation
    ) -> Diagnostic {
        let said = specContainer.map { "not in the '\($0.typeName)' the spec says" } ?? "where the spec says no container"
        return segueError(
            identifier, of: className, "shows \(shown) in the storyboard, \(said); \(containerFix(storyboardContainer))", at: location, storyboard: storyboard)
    }

    static func lintWrongContainerClass(
        _ identifier: String, of className: String, shows shown: String, storyboardClass: String, specClass: String,
        at location: SourceLocation, storyboard: SourceLocation
    ) -> Diagnostic {
        segueError(
            identifier, of: className,
            "shows \(shown) in the storyboard; its container is '\(storyboardClass)', not '\(specClass)', and the generated code checks the class",
            at: location, storyboard: storyboard)
    }

    static func lintUnwindMismatch(_ identifier: String, of className: String, specIsUnwind: Bool, at location: SourceLocation, storyboard: SourceLocation) -> Diagnostic {
        let problem = specIsUnwind
            ? "is not an unwind segue in the storyboard; remove 'unwind: true'"
            : "is an unwind segue in the storyboard; write 'unwind: true'"
        return segueError(identifier, of: className, problem, at: location, storyboard: storyboard)
    }

    static func lintEmbedMismatch(_ identifier: String, of className: String, specIsEmbed: Bool, at location: SourceLocation, storyboard: SourceLocation) -> Diagnostic {
        let problem = specIsEmbed
            ? "is not an embed segue in the storyboard; remove 'embed: true'"
            : "is an embed segue in the storyboard, which runs when the view loads and cannot be performed; write 'embed: true'"
        return segueError(identifier, of: className, problem, at: location, storyboard: storyboard)
    }

    static func lintNotPerformable(_ identifier: String, of className: String, reason: SegueSkipReason, at location: SourceLocation, storyboard: SourceLocation) -> Diagnostic {
        let what = if case .relationship = reason {
            "a relationship segue (containment), which cannot be performed"
        } else {
            "not a segue the spec can describe (\(reason))"
        }
        return segueError(identifier, of: className, "is \(what); remove it from the spec", at: location, storyboard: storyboard)
    }

    static func lintUncheckable(_ identifier: String, of className: String, problem: DestinationProblem, at location: SourceLocation, storyboard: SourceLocation) -> Diagnostic {
        .warning(
            "cannot check the destination of segue \(SwiftLiteral.quoted(identifier)) of '\(className)': \(problem)",
            at: location, notes: [Note("the segue is here", at: storyboard)])
    }

    /// `problem` is a `referencedSceneNotInEveryLocalization` or `referencedSceneNotTheSameInEveryLocalization`.
    static func lintDestinationNotInEveryLocalization(
        _ identifier: String, of className: String, problem: DestinationProblem, at location: SourceLocation, storyboard: SourceLocation
    ) -> Diagnostic {
        segueError(
            identifier, of: className, "does not show the same scene in every localization: \(problem)", at: location, storyboard: storyboard)
    }

    static func lintOtherSceneDiffers(_ identifier: String, of className: String, shows shown: String, specDestination: String, at location: SourceLocation, spec: SourceLocation) -> Diagnostic {
        .warning(
            "this scene of '\(className)' has segue \(SwiftLiteral.quoted(identifier)) to \(shown), where the spec says \(specDestination); performed from this scene, the typed segue reports a wrong destination",
            at: location, notes: [Note("the spec's segue is here", at: spec)])
    }

    /// `nameProblem`: why no Swift name derives from the identifier (so import skipped it).
    static func lintSegueNotInSpec(
        _ identifier: String, of className: String, shows shown: String, nameProblem: String? = nil, at location: SourceLocation, spec: SourceLocation
    ) -> Diagnostic {
        let hint = nameProblem.map { "; import skips it because no Swift name derives from its identifier (\($0)): list it with a 'name:'" } ?? ""
        return .warning(
            "segue \(SwiftLiteral.quoted(identifier)) of '\(className)' (\(shown)) is not in the spec\(hint)",
            at: location, notes: [Note("'\(className)' is here in the spec", at: spec)])
    }

    /// The spec's scene of `className` is not created from its storyboard, which creates
    /// it: `keys` are what to add, as import writes them; `changingStoryboard` the other
    /// storyboard the scene's own key names; `removingWindowController` whether it says
    /// `windowController: true`, which the storyboard's scene contradicts.
    static func lintCreationNotInSpec(
        _ className: String, storyboard: String, identifier: String?, container: SegueContainer?, keys: [YAMLPair],
        changingStoryboard: String?, removingWindowController: Bool, at location: SourceLocation, spec: SourceLocation
    ) -> Diagnostic {
        let held = container.map { " in " + withIndefiniteArticle($0.typeName) } ?? ""
        let way = identifier.map { "by Storyboard ID \(SwiftLiteral.quoted($0))" } ?? "as its initial scene"
        let mark = YAMLMark(line: 1, column: 1)
        let storyboardPair = { (name: String) in YAMLPair(key: YAMLNode(.scalar(YAMLScalar("storyboard")), mark: mark), value: YAMLNode(.scalar(YAMLScalar(name)), mark: mark)) }
        let change = changingStoryboard.map { "change its '\(oneLine(storyboardPair($0)))' to '\(oneLine(storyboardPair(storyboard)))', and " } ?? ""
        let removal = removingWindowController ? ", and remove 'windowController: true'" : ""
        return .warning(
            "storyboard '\(storyboard)' creates '\(className)'\(held) \(way), and the spec does not create it from its storyboard "
                + "(the generated code has no 'instantiate' for it); \(change)add \(WordList.joined(keys.map { "'\(oneLine($0))'" }, "and")) to its scene\(removal)",
            at: location, notes: [Note("'\(className)' is here in the spec", at: spec)])
    }

    /// `pair` on one line as libyaml writes it, a mapping in the flow style, but a value
    /// that needs quotes double-quoted, since the message quotes the pair in single quotes.
    private static func oneLine(_ pair: YAMLPair) -> String {
        if case .mapping(let pairs) = pair.value.content {
            return "\(pair.key.scalar?.value ?? ""): {" + pairs.map(oneLine).joined(separator: ", ") + "}"
        }
        let mark = YAMLMark(line: 1, column: 1)
        let written = { (pair: YAMLPair) in
            // The emitter ends the text with a line break; it fails only to allocate.
            (try? YAMLEmitter.emit(YAMLNode(.mapping([pair]), mark: mark))).map { String($0.dropLast()) }
                ?? "\(pair.key.scalar?.value ?? ""): \(pair.value.scalar?.value ?? "")"
        }
        let text = written(pair)
        guard text.contains("\n") || text.contains("'"), let value = pair.value.scalar?.value else { return text }
        return written(YAMLPair(key: pair.key, value: YAMLNode(.scalar(YAMLScalar(value, style: .doubleQuoted)), mark: mark)))
    }

    static func lintNoStoryboardOfFramework(_ platform: Platform, given runtimes: [StoryboardRuntime], at location: SourceLocation?) -> Diagnostic {
        let count = runtimes.count == 1 ? "the storyboard given is not" : "none of the \(runtimes.count) storyboards given is"
        let other = platform.isUIKit ? "AppKit" : "UIKit"
        let setting = location == nil ? "platform '\(platform.rawValue)' (the default)" : "platform '\(platform.rawValue)'"
        return .error(
            "\(count) \(platform.isUIKit ? "a UIKit" : "an AppKit") storyboard, but the spec's \(setting) uses \(platform.uiFramework); "
                + "give the spec's \(platform.uiFramework) storyboards (\(other) storyboards go with a spec of their own)",
            at: location)
    }

    static func lintClassNotInSpec(_ className: String, identifiers: [String], at location: SourceLocation) -> Diagnostic {
        var seen: Set<String> = []
        let list = identifiers.filter { seen.insert($0).inserted }.map(SwiftLiteral.quoted).joined(separator: ", ")
        return .warning("scene '\(className)' has segues that the spec does not list (\(list)), and the spec has no scene '\(className)'", at: location)
    }

    static func lintStoryboardNotGiven(_ name: String, creating className: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; is its storyboard missing?"
        return .error("no storyboard named '\(name)' is among the storyboards, where the spec creates '\(className)'\(hint)", at: location)
    }

    static func lintStoryboardIdentifierNotFound(
        _ identifier: String, storyboard: String, creating className: String, suggestion: String?, at location: SourceLocation, notes: [Note]
    ) -> Diagnostic {
        let hint = suggestion.map { "; did you mean \(SwiftLiteral.quoted($0))?" } ?? ""
        return .error(
            "storyboard '\(storyboard)' has no scene with Storyboard ID \(SwiftLiteral.quoted(identifier)) (creating '\(className)' would crash the app)\(hint)",
            at: location, notes: notes)
    }

    static func lintNoInitialScene(storyboard: String, creating className: String, at location: SourceLocation, notes: [Note]) -> Diagnostic {
        .error(
            "storyboard '\(storyboard)' has no initial scene, which the spec creates '\(className)' as ('instantiate' would report it and return nil)",
            at: location, notes: notes)
    }

    /// `item` (`segue "showDetail" of 'ListViewController'`) is in one localization of a
    /// storyboard and not in others: `explanation`, from `LocalizationGap`.
    static func lintNotInEveryLocalization(
        _ item: String, _ explanation: String, at location: SourceLocation, storyboardLocation: SourceLocation
    ) -> Diagnostic {
        .error("\(item) \(explanation)", at: location, notes: [Note("it is here", at: storyboardLocation)])
    }

    /// `the scene with Storyboard ID "Detail"`, or `the initial scene` when nil.
    static func createdScene(_ identifier: String?) -> String {
        identifier.map { "the scene with Storyboard ID \(SwiftLiteral.quoted($0))" } ?? "the initial scene"
    }

    /// The spec says `windowController: true` where the storyboard's scene is not one, or
    /// the other way round.
    static func lintWindowControllerMismatch(
        storyboard: String, identifier: String?, specIsWindowController: Bool, at location: SourceLocation, storyboardLocation: SourceLocation
    ) -> Diagnostic {
        let scene = createdScene(identifier)
        let message = specIsWindowController
            ? "is a view controller, not the window controller the spec says (the generated code would show it in a window and not compile); "
                + "remove 'windowController: true'"
            : "is a window controller, where the spec says a view controller (the generated code would present it as one and not compile); "
                + "add 'windowController: true'"
        return .error("\(scene) of storyboard '\(storyboard)' \(message)", at: location, notes: [Note("the scene is here", at: storyboardLocation)])
    }

    static func lintCreatedSceneOfAnotherClass(
        _ className: String, storyboard: String, identifier: String?, actual: String, hint: String? = nil, at location: SourceLocation,
        storyboardLocation: SourceLocation
    ) -> Diagnostic {
        let scene = createdScene(identifier)
        return .error(
            "\(scene) of storyboard '\(storyboard)' is '\(actual)', not '\(className)' ('instantiate' would report the wrong type and return nil)"
                + (hint.map { "; \($0)" } ?? ""),
            at: location, notes: [Note("the scene is here", at: storyboardLocation)])
    }
}
