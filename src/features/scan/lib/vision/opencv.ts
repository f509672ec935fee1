// The part of OpenCV.js (@techstark/opencv-js) the scan uses, typed here: the package's own
// types miss several of these classes and methods, and naming the few we call keeps the
// surface small. Objects made in WASM memory must be freed with delete().

export interface CvMat {
  rows: number;
  cols: number;
  data: Uint8Array;
  data32F: Float32Array;
  data64F: Float64Array;
  delete(): void;
}

export interface CvKeyPoint {
  pt: { x: number; y: number };
  size: number;
  angle: number;
  response: number;
  octave: number;
}

interface CvVector<T> {
  size(): number;
  get(i: number): T;
  delete(): void;
}

export interface CvDMatch {
  queryIdx: number;
  trainIdx: number;
  distance: number;
}

export interface CvFeature2D {
  detectAndCompute(image: CvMat, mask: CvMat, keypoints: CvVector<CvKeyPoint>, descriptors: CvMat): void;
  delete(): void;
}

export interface Cv {
  Mat: new (...args: unknown[]) => CvMat;
  KeyPointVector: new () => CvVector<CvKeyPoint>;
  DMatchVectorVector: new () => CvVector<CvVector<CvDMatch>>;
  ORB: new (
    nfeatures: number,
    scaleFactor: number,
    nlevels: number,
    edgeThreshold: number,
    firstLevel: number,
    wtaK: number,
    scoreType: number,
    patchSize: number,
    fastThreshold: number,
  ) => CvFeature2D;
  BFMatcher: new (
    normType: number,
    crossCheck: boolean,
  ) => {
    knnMatch(query: CvMat, train: CvMat, matches: CvVector<CvVector<CvDMatch>>, k: number): void;
    delete(): void;
  };
  CLAHE: new (
    clipLimit: number,
    tileGridSize: unknown,
  ) => {
    apply(src: CvMat, dst: CvMat): void;
    delete(): void;
  };
  matFromArray(rows: number, cols: number, type: number, array: ArrayLike<number>): CvMat;
  matFromImageData(image: { data: Uint8ClampedArray; width: number; height: number }): CvMat;
  cvtColor(src: CvMat, dst: CvMat, code: number): void;
  resize(src: CvMat, dst: CvMat, size: unknown, fx: number, fy: number, interpolation: number): void;
  Size: new (width: number, height: number) => unknown;
  INTER_AREA: number;
  findHomography(src: CvMat, dst: CvMat, method: number, threshold: number, mask: CvMat): CvMat;
  CV_8U: number;
  CV_32F: number;
  CV_32FC2: number;
  COLOR_RGBA2GRAY: number;
  NORM_HAMMING: number;
  ORB_HARRIS_SCORE: number;
  RANSAC: number;
}
