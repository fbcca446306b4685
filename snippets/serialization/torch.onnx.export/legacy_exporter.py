# timeout: 60
import warnings
import onnxruntime as ort
import torch

model = torch.nn.Linear(4, 2).eval()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.onnx.export(model, (torch.randn(2, 4),), "legacy.onnx", dynamo=False,
                      input_names=["x"], dynamic_axes={"x": {0: "batch"}})
for w in caught:
    print(w.category.__name__ + ":", str(w.message)[:110], "...")
print("input shape:", ort.InferenceSession("legacy.onnx").get_inputs()[0].shape)
