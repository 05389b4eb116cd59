//! zlib by the browser's own `CompressionStream("deflate")` and
//! `DecompressionStream("deflate")` (and gzip by `DecompressionStream("gzip")`),
//! rather than a deflate encoder and an inflater in the wasm (the size
//! rule, docs/ARCHITECTURE.md).

/// The few Streams and Compression Streams calls Share needs, bound here:
/// web-sys has `CompressionStream` only behind its unstable-APIs flag, and
/// its `ReadableStream` feature switches on stream exports elsewhere that
/// would more than double what this saves.
#[cfg(target_arch = "wasm32")]
pub(crate) mod js {
    use wasm_bindgen::prelude::*;
    #[wasm_bindgen]
    extern "C" {
        pub type CompressionStream;
        #[wasm_bindgen(constructor, catch)]
        pub fn new(format: &str) -> Result<CompressionStream, JsValue>;

        #[wasm_bindgen(js_name = Blob)]
        pub type ByteBlob;
        #[wasm_bindgen(constructor, js_class = "Blob", catch)]
        pub fn new(parts: &js_sys::Array) -> Result<ByteBlob, JsValue>;
        #[wasm_bindgen(method)]
        pub fn stream(this: &ByteBlob) -> Stream;

        pub type DecompressionStream;
        #[wasm_bindgen(constructor, catch)]
        pub fn new(format: &str) -> Result<DecompressionStream, JsValue>;
        #[wasm_bindgen(method, getter)]
        pub fn writable(this: &DecompressionStream) -> Sink;
        #[wasm_bindgen(method, getter)]
        pub fn readable(this: &DecompressionStream) -> Stream;

        #[wasm_bindgen(js_name = WritableStream)]
        pub type Sink;
        #[wasm_bindgen(method, js_name = getWriter)]
        pub fn get_writer(this: &Sink) -> Writer;

        #[wasm_bindgen(js_name = WritableStreamDefaultWriter)]
        #[derive(Clone)]
        pub type Writer;
        #[wasm_bindgen(method)]
        pub fn write(this: &Writer, chunk: &js_sys::Uint8Array) -> js_sys::Promise;
        #[wasm_bindgen(method)]
        pub fn close(this: &Writer) -> js_sys::Promise;
        #[wasm_bindgen(method)]
        pub fn abort(this: &Writer) -> js_sys::Promise;

        #[wasm_bindgen(js_name = ReadableStream)]
        pub type Stream;
        #[wasm_bindgen(method, js_name = pipeThrough)]
        pub fn pipe_through(this: &Stream, transform: &CompressionStream) -> Stream;
        #[wasm_bindgen(method, js_name = getReader)]
        pub fn get_reader(this: &Stream) -> Reader;

        #[wasm_bindgen(js_name = ReadableStreamDefaultReader)]
        pub type Reader;
        #[wasm_bindgen(method)]
        pub fn read(this: &Reader) -> js_sys::Promise;
        #[wasm_bindgen(method)]
        pub fn cancel(this: &Reader) -> js_sys::Promise;

        #[wasm_bindgen(js_name = Response)]
        pub type StreamResponse;
        #[wasm_bindgen(constructor, js_class = "Response", catch)]
        pub fn new(body: &Stream) -> Result<StreamResponse, JsValue>;
        #[wasm_bindgen(method, js_name = arrayBuffer)]
        pub fn array_buffer(this: &StreamResponse) -> js_sys::Promise;
    }
}

/// `data` compressed as a zlib stream by the browser; `None` where it has
/// no compression stream.
#[cfg(target_arch = "wasm32")]
pub async fn zlib(data: &[u8]) -> Option<Vec<u8>> {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(data));
    let blob = js::ByteBlob::new(&parts).ok()?;
    // "deflate" is zlib: deflate with its header and Adler-32 checksum.
    let zlib = js::CompressionStream::new("deflate").ok()?;
    let response = js::StreamResponse::new(&blob.stream().pipe_through(&zlib)).ok()?;
    let buffer = wasm_bindgen_futures::JsFuture::from(response.array_buffer())
        .await
        .ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Outside a browser there is no compression stream.
#[cfg(not(target_arch = "wasm32"))]
pub async fn zlib(_data: &[u8]) -> Option<Vec<u8>> {
    None
}

/// `data` as a zlib stream: compressed by the browser's own zlib; where it
/// has none, in zlib's uncompressed ("stored") blocks (a longer link, the
/// same format). Share's link is made this way in the checking worker.
pub async fn zlib_or_stored(data: &[u8]) -> Vec<u8> {
    match zlib(data).await {
        Some(packed) => packed,
        None => crate::model::permalink::stored_zlib(data),
    }
}

/// How much compressed input the browser's inflater is given at a time.
/// It inflates a whole input chunk before anything can be read (and a
/// blob's stream hands it 64 KiB chunks, some 64 MiB of output each at
/// deflate's largest ratio, 1032:1): fed this much at a time, what it
/// holds beyond `limit` stays under 1 MiB.
pub const SLICE: usize = 1024;

/// `data` inflated from zlib by the browser: `None` if it is not zlib (or
/// the browser has no decompression stream). The input is fed [`SLICE`]
/// bytes at a time, each once the last has been inflated and read, and the
/// output is counted as it comes: once it is longer than `limit` both ends
/// are stopped, so a longer result means "over the limit" and a small link
/// that inflates to gigabytes costs no more than `limit` and one slice's
/// output.
#[cfg(target_arch = "wasm32")]
pub async fn unzlib(data: &[u8], limit: usize) -> Option<Vec<u8>> {
    inflate("deflate", data, limit).await
}

/// `data` inflated from gzip by the browser (a `.xml.gz` sitemap a person
/// opens), as [`unzlib`] inflates zlib: `None` if it is not gzip, a result
/// longer than `limit` when it is over the limit.
#[cfg(target_arch = "wasm32")]
pub async fn gunzip(data: &[u8], limit: usize) -> Option<Vec<u8>> {
    inflate("gzip", data, limit).await
}

/// Outside a browser no file is opened.
#[cfg(not(target_arch = "wasm32"))]
pub async fn gunzip(_data: &[u8], _limit: usize) -> Option<Vec<u8>> {
    None
}

#[cfg(target_arch = "wasm32")]
async fn inflate(format: &str, data: &[u8], limit: usize) -> Option<Vec<u8>> {
    use wasm_bindgen_futures::JsFuture;
    let inflate = js::DecompressionStream::new(format).ok()?;
    let writer = inflate.writable().get_writer();
    let reader = inflate.readable().get_reader();
    let input = data.to_vec();
    let feeder = writer.clone();
    wasm_bindgen_futures::spawn_local(async move {
        for slice in input.chunks(SLICE) {
            // Resolved once the slice is inflated and its output read (the
            // stream holds nothing more): rejected once it is stopped.
            let chunk = js_sys::Uint8Array::from(slice);
            if JsFuture::from(feeder.write(&chunk)).await.is_err() {
                return;
            }
        }
        let _ = JsFuture::from(feeder.close()).await;
    });
    let mut out = Vec::new();
    while out.len() <= limit {
        let chunk = JsFuture::from(reader.read()).await.ok()?;
        let get = |key: &str| js_sys::Reflect::get(&chunk, &key.into()).ok();
        if get("done").is_some_and(|d| d.is_truthy()) {
            return Some(out);
        }
        let value: js_sys::Uint8Array = get("value")?.into();
        out.extend_from_slice(&value.to_vec());
    }
    // Awaited, so that neither end's rejection goes unhandled.
    let _ = JsFuture::from(reader.cancel()).await;
    let _ = JsFuture::from(writer.abort()).await;
    Some(out)
}

/// Natively, `miniz_oxide` inflates (the same contract).
#[cfg(not(target_arch = "wasm32"))]
pub async fn unzlib(data: &[u8], limit: usize) -> Option<Vec<u8>> {
    match miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(data, limit) {
        Ok(out) => Some(out),
        Err(e) if e.status == miniz_oxide::inflate::TINFLStatus::HasMoreOutput => {
            Some(vec![0; limit + 1])
        }
        Err(_) => None,
    }
}
