/// A song of the Combined row's library: the leaf of its data hierarchy.
struct Song: Equatable, Sendable {
    /// The title.
    var title: String
    /// Who wrote it.
    var composer: String
    /// Its length, as minutes and seconds.
    var duration: String
}

/// A playlist: the first level of the data hierarchy, as the iPod app's playlists in tutorial 002.
struct Playlist: Equatable, Sendable {
    /// The playlist's name.
    var name: String
    /// Its songs, in order.
    var songs: [Song]
}

/// The small data hierarchy the Combined row's navigation tab drills into: playlists, then
/// songs, then one song.
enum MusicLibrary {
    /// The playlists, in order.
    static let playlists = [
        Playlist(name: "Morning", songs: [
            Song(title: "Gymnopédie No. 1", composer: "Erik Satie", duration: "3:05"),
            Song(title: "Clair de Lune", composer: "Claude Debussy", duration: "5:02"),
            Song(title: "Morning Mood", composer: "Edvard Grieg", duration: "3:45"),
        ]),
        Playlist(name: "Baroque", songs: [
            Song(title: "Air on the G String", composer: "J. S. Bach", duration: "5:10"),
            Song(title: "Spring, Allegro", composer: "Antonio Vivaldi", duration: "3:20"),
            Song(title: "Canon in D", composer: "Johann Pachelbel", duration: "4:48"),
            Song(title: "Water Music, Hornpipe", composer: "G. F. Handel", duration: "3:02"),
        ]),
        Playlist(name: "Evening", songs: [
            Song(title: "Nocturne Op. 9 No. 2", composer: "Frédéric Chopin", duration: "4:33"),
            Song(title: "The Swan", composer: "Camille Saint-Saëns", duration: "3:01"),
        ]),
    ]
}
