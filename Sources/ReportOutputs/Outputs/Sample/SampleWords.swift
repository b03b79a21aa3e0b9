import ReportCore
/// The words a made-up person writes in the sample export, in English and bokmål.
struct SampleWords {
    let name: String
    let goal: String
    let identities: [String]
    let careActions: [String]
    let stressResponses: [String]
    let snackBackups: [String]
    let whys: [String]
    let swaps: [String]
    /// What "Today I will … instead of …" replaces.
    let habitsToSwap: [String]
    let whatHelped: [String]
    let comfortPulls: [String]
    let urgesNoticed: [String]
    let prepItems: [String]
    let urgeTexts: [String]
    let urgeActions: [String]
    let trainingNotes: [String]
    let longNotes: [String]
    let achievementStreak: String

    static func forLanguage(_ language: Language) -> SampleWords {
        language == .norwegianBokmal ? bokmal : english
    }

    static let english = SampleWords(
        name: "Sam",
        goal: "Calm, strong, lighter",
        identities: [
            "I am someone who builds calm and strength in my body.",
            "I am someone who cares for my body with patience.",
            "I am someone who keeps promises to myself.",
        ],
        careActions: [
            "drinking water before coffee", "a 10-minute walk after lunch", "choosing veggies with lunch",
            "going to bed by 22:30", "moving gently and pausing to breathe before meals",
        ],
        stressResponses: ["do 3 slow breaths", "step outside for 3 minutes", "dance to one song", "take a warm shower", "text a friend"],
        snackBackups: ["an apple with peanut butter", "plain yogurt", "a handful of almonds", "carrot sticks"],
        whys: ["Energy to play with my kids.", "To feel at home in my body.", "To sleep better and wake up rested."],
        swaps: ["sparkling water instead of soda", "fruit instead of candy", "tea instead of a second coffee"],
        habitsToSwap: ["snacking on the couch", "skipping lunch", "a second dessert", "scrolling late in bed"],
        whatHelped: [
            "Talking with my sister.", "Music on the way home.", "The walk at lunch.", "Going to bed early.",
            "A slow dinner without my phone 🍲", "Sun on my face for ten minutes ☀️",
        ],
        comfortPulls: [
            "Late evening, scrolling on the couch.", "After a long meeting.", "", "", "Tired after the kids went to bed.",
        ],
        urgesNoticed: ["One after dinner. I had tea and it passed.", "A few, mostly in the afternoon.", "", "Not really today."],
        prepItems: ["Lay out walking shoes", "Prep a snack box", "Write a kind note", "Fill the water bottle"],
        urgeTexts: [
            "Not sure, just restless.", "Kids asleep, finally quiet, wanted chips.", "Skipped lunch, starving at 16:00.",
            "Stressful call with work 😣", "Walking past the bakery, habit.", "Bored and tired.",
            "Headache and hungry.", "Wanted something sweet after dinner 🍫", "",
        ],
        urgeActions: ["2-minute grounding", "glass of water", "short walk", "quick journal", "protein snack"],
        trainingNotes: ["Good session, new PR on squat!", "Too tired, rest day.", "Bench felt heavy.", "Short but done 💪", ""],
        longNotes: [
            "Long day. The meeting ran late and I came home hungry and grumpy. I stood in the kitchen for a while and noticed the pull toward the cupboard. I made tea instead and sat on the balcony for ten minutes. It did not fix everything, but it helped me slow down.\n\nTomorrow I want to pack a proper lunch so I am not running on empty by four.",
            "I noticed that weekends are harder for me than weekdays. There is less structure, more snacks in the house, and I tend to skip breakfast and then overdo it in the evening. This week I tried to keep breakfast at the same time, and it made a real difference — calmer afternoons, fewer urges, better sleep. 🌱",
        ],
        achievementStreak: "{0}-day streak")

    static let bokmal = SampleWords(
        name: "Ingrid",
        goal: "Styrke + estetisk fysikk",
        identities: [
            "Jeg er en som holder det jeg lover meg selv.", "Jeg er en som bygger ro og styrke i kroppen.",
            "Jeg er en som tar vare på kroppen min med tålmodighet.",
        ],
        careActions: [
            "legge meg før 22.30", "spise grønnsaker til middag", "gå en tur på ti minutter etter lunsj",
            "drikke vann før kaffen", "spise frokost i ro",
        ],
        stressResponses: ["ta tre rolige pust", "gå ut i frisk luft i tre minutter", "ringe en venn", "ta en varm dusj"],
        snackBackups: ["et eple", "yoghurt naturell", "en håndfull mandler", "gulrøtter"],
        whys: ["Overskudd til å leke med barna.", "Å føle meg hjemme i kroppen.", "Å sove bedre og våkne uthvilt."],
        swaps: ["farris i stedet for brus", "frukt i stedet for godteri", "te i stedet for kaffe nummer to"],
        habitsToSwap: ["småspising i sofaen", "å hoppe over lunsj", "en dessert til", "å scrolle sent i senga"],
        whatHelped: [
            "Praten med søsteren min.", "Musikk på vei hjem.", "Turen i lunsjen.", "Å legge meg tidlig.",
            "En rolig middag uten mobilen 🍲", "Sol i ansiktet i ti minutter ☀️",
        ],
        comfortPulls: ["Sent på kvelden, i sofaen med mobilen.", "Etter et langt møte.", "", "", "Sliten etter at barna la seg."],
        urgesNoticed: ["Ett etter middag. Jeg tok en kopp te, og det gikk over.", "Noen, mest på ettermiddagen.", "", "Egentlig ikke i dag."],
        prepItems: ["Legg fram treningsklær", "Forbered en matboks", "Skriv en snill lapp", "Fyll vannflasken"],
        urgeTexts: [
            "Vet ikke helt, bare urolig.", "Barna sover, endelig stille, hadde lyst på chips.", "Hoppet over lunsj, skrubbsulten kl. 16.",
            "Stressende telefon fra jobben 😣", "Gikk forbi bakeriet, vane.", "Kjedelig og sliten.",
            "Hodepine og sulten.", "Lyst på noe søtt etter middag 🍫", "",
        ],
        urgeActions: ["2 minutter jording", "et glass vann", "en kort tur", "rask dagbok", "proteinmellommåltid"],
        trainingNotes: ["God økt, ny pers i knebøy!", "For sliten, hviledag.", "Benken føltes tung.", "Kort, men gjennomført 💪", ""],
        longNotes: [
            "Lang dag. Møtet dro ut, og jeg kom sulten og gretten hjem. Jeg ble stående på kjøkkenet og kjente dragningen mot skapet. I stedet laget jeg te og satt på balkongen i ti minutter. Det løste ikke alt, men det hjalp meg å senke tempoet.\n\nI morgen vil jeg pakke en ordentlig matpakke, så jeg ikke går tom klokka fire.",
            "Jeg har merket at helgene er vanskeligere enn hverdagene. Mindre struktur, mer snacks i huset, og jeg hopper ofte over frokosten og tar igjen om kvelden. Denne uka prøvde jeg å spise frokost til samme tid, og det gjorde en ekte forskjell — roligere ettermiddager, mindre sug, bedre søvn. 🌱",
        ],
        achievementStreak: "{0} dager på rad")
}
