//! What a desktop needs from the program and its files, checked without a display: the
//! version, the plain one-line error when there is no display, the icon in every size in the
//! program's own colours, and the desktop entry. (`desktop-file-validate` and the installed
//! `.deb` are checked by `.ci/run`.)

use std::path::Path;
use std::process::{Command, Output};

/// Runs the binary with no display variables at all and the given ones added.
fn run_without_display(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gametree"));
    cmd.args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env_remove("RUST_LOG");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn version_prints_the_package_version() {
    let out = run_without_display(&["--version"], &[]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        format!("gametree {}\n", env!("CARGO_PKG_VERSION"))
    );
    assert_eq!(text(&out.stderr), "");
}

#[test]
fn no_display_is_one_plain_sentence_and_status_1() {
    let out = run_without_display(&[], &[]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        "gametree: no display to open the window on: run gametree in a desktop session, or set \
         DISPLAY (X11) or WAYLAND_DISPLAY (Wayland)\n"
    );
}

#[test]
fn an_empty_display_variable_counts_as_none() {
    // winit treats an empty variable as unset, and so does the message.
    let out = run_without_display(&[], &[("DISPLAY", ""), ("WAYLAND_DISPLAY", "")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).starts_with("gametree: no display to open the window on: "),
        "{}",
        text(&out.stderr)
    );
}

/// A display that is named but cannot be reached: one line that names the variable, and no
/// path into winit's sources.
fn assert_unreachable(var: &str, value: &str) {
    let runtime = std::env::temp_dir().join(format!("gametree-desktop-{}", std::process::id()));
    std::fs::create_dir_all(&runtime).unwrap();
    let runtime_str = runtime.to_str().unwrap().to_owned();
    let out = run_without_display(&[], &[(var, value), ("XDG_RUNTIME_DIR", &runtime_str)]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let prefix = format!("gametree: cannot open the display ({var}={value:?}): ");
    assert!(err.starts_with(&prefix), "{err}");
    assert!(!err.contains(".rs:"), "{err}");
    assert!(!err.contains("registry"), "{err}");
}

#[test]
fn an_unreachable_x_display_is_named_in_one_line() {
    assert_unreachable("DISPLAY", ":4711");
}

#[test]
fn an_unreachable_wayland_display_is_named_in_one_line() {
    assert_unreachable("WAYLAND_DISPLAY", "gametree-no-such-compositor");
}

/// Decodes a PNG into (width, height, RGBA bytes).
fn rgba(path: &Path) -> (u32, u32, Vec<u8>) {
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba, "{}", path.display());
    assert_eq!(info.bit_depth, png::BitDepth::Eight, "{}", path.display());
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

const ICON_SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

#[test]
fn the_icon_comes_in_every_size_with_transparent_corners() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icons");
    for size in ICON_SIZES {
        let (w, h, px) = rgba(&dir.join(format!("gametree-{size}.png")));
        assert_eq!((w, h), (size, size));
        // The board is a rounded square: its corners are see-through, its middle opaque.
        assert_eq!(px[3], 0, "top-left corner of {size}");
        let mid = ((size / 2 * size + size / 2) * 4) as usize;
        assert_eq!(px[mid + 3], 255, "centre of {size}");
    }
}

#[test]
fn the_icon_uses_the_programs_colours() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icons/gametree-256.png");
    let (w, _, px) = rgba(&path);
    let at = |x: u32, y: u32| {
        let i = ((y * w + x) * 4) as usize;
        [px[i], px[i + 1], px[i + 2], px[i + 3]]
    };
    // The SVG's shapes: X crossing at (128,128) and (192,192), the O's ring through (64,45),
    // the board between them. Colours: 255 × (0.13,0.35,0.86), (0.86,0.17,0.17), (0.93,0.91,0.86).
    assert_eq!(at(128, 128), [0x21, 0x59, 0xdb, 255]);
    assert_eq!(at(192, 192), [0x21, 0x59, 0xdb, 255]);
    assert_eq!(at(64, 45), [0xdb, 0x2b, 0x2b, 255]);
    assert_eq!(at(64, 64), [0xed, 0xe8, 0xdb, 255], "the O is a ring");
    assert_eq!(at(192, 64), [0xed, 0xe8, 0xdb, 255], "an empty cell");
}

#[test]
fn the_desktop_entry_runs_the_binary_with_the_icon() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gametree.desktop");
    let entry = std::fs::read_to_string(path).unwrap();
    let lines: Vec<&str> = entry.lines().collect();
    assert_eq!(lines[0], "[Desktop Entry]");
    for want in [
        "Type=Application",
        "Name=gametree",
        "Exec=gametree",
        "Icon=gametree",
        "Terminal=false",
        // The app id the window carries on Wayland and its WM_CLASS on X11.
        "StartupWMClass=gametree",
    ] {
        assert!(lines.contains(&want), "{want} missing from:\n{entry}");
    }
}

/// The Debian package's description (Cargo.toml's `extended-description`, what `apt show` and
/// software centres print) names every game the program plays and both families of search.
#[test]
fn the_package_description_names_every_game_and_mcts() {
    let manifest =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .expect("Cargo.toml is readable");
    let start = manifest
        .find("extended-description = \"\"\"")
        .expect("the package has an extended description");
    let end = start + manifest[start..].find("\"\"\"\n").expect("it ends");
    let text = manifest[start..end].replace("\\\n", "");
    for name in [
        "tic-tac-toe",
        "m,n,k",
        "Connect Four",
        "Blob War",
        "Senet",
        "minimax",
        "alpha-beta",
        "Monte Carlo tree search",
    ] {
        assert!(text.contains(name), "the description names {name}: {text}");
    }
}
