/// Common English words the sentence model also allows, at a twentieth of a reference word's
/// weight, so that a word said instead of the expected one can be heard as itself (or at least
/// as something else) rather than forced onto the reference. All are in CMUdict.
enum DistractorWords {
    static let all: [String] = [
        // articles, conjunctions, prepositions
        "a", "an", "the", "and", "or", "but", "so", "if", "then", "than", "because",
        "of", "to", "in", "on", "at", "for", "with", "from", "by", "about", "as", "into", "over", "after", "up", "out",
        // pronouns, determiners, question words
        "i", "you", "he", "she", "it", "we", "they", "me", "him", "her", "us", "them",
        "my", "your", "his", "our", "their", "this", "that", "these", "those", "there", "here",
        "what", "who", "when", "where", "why", "how", "which",
        "all", "some", "any", "many", "much", "more", "most", "other", "no", "not", "yes",
        // verbs
        "is", "are", "was", "were", "be", "been", "am", "have", "has", "had", "do", "does", "did",
        "will", "would", "can", "could", "should", "must", "may",
        "go", "went", "come", "came", "get", "got", "make", "made", "take", "took", "see", "saw",
        "know", "think", "say", "said", "want", "like", "give", "look", "find", "tell", "work", "call",
        // numbers
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        // nouns
        "time", "day", "year", "people", "man", "woman", "child", "way", "thing", "world", "life",
        "hand", "home", "house", "water", "school", "car", "book", "friend", "family", "money", "night",
        // adjectives and adverbs
        "good", "bad", "new", "old", "big", "small", "great", "little", "long", "last", "first",
        "very", "just", "now", "well", "also", "only", "too", "again", "today", "never", "always",
    ]
}
