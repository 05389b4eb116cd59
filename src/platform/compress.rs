//! zlib by the browser's own `CompressionStream("deflate")`, which keeps a
//! deflate encoder out of the wasm (some 5 KB brotli).

/// The few Streams and Compression Streams calls Share needs, bound here:
/// web-sys has `CompressionStream` only behind its unstable-APIs flag, and
/// its `ReadableStream` feature switches on stream exports elsewhere that
/// would more than double what this saves.
#[cfg(target_arch = "wasm32")]
mod js {
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

        #[wasm_bindgen(js_name = ReadableStream)]
        pub type Stream;
        #[wasm_bindgen(method, js_name = pipeThrough)]
        pub fn pipe_through(this: &Stream, transform: &CompressionStream) -> Stream;

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
