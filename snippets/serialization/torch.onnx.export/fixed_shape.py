# timeout: 60
# raises: InvalidArgument
import onnxruntime as ort
import torch

model = torch.nn.Linear(4, 2).eval()
torch.onnx.export(model, (torch.randn(2, 4),), "fixed.onnx", input_names=["x"], verbose=False)
session = ort.InferenceSession("fixed.onnx", providers=["CPUExecutionProvider"])
print("input shape baked into the graph:", session.get_inputs()[0].shape)
session.run(None, {"x": torch.randn(5, 4).numpy()})
