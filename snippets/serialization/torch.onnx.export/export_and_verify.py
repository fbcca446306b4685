# timeout: 60
import os
import numpy as np
import onnx
import onnxruntime as ort
import torch
from torch import nn

class SmallNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.fc2 = nn.Linear(8, 3)

    def forward(self, x):
        return torch.softmax(self.fc2(torch.relu(self.fc1(x))), dim=-1)

model = SmallNet().eval()
example = torch.randn(2, 4)
torch.onnx.export(model, (example,), "small.onnx", input_names=["x"], output_names=["probs"],
                  dynamic_shapes=({0: torch.export.Dim("batch")},), verbose=False)
print("files written:", sorted(f for f in os.listdir(".") if f.startswith("small")))

proto = onnx.load("small.onnx")
onnx.checker.check_model(proto)                       # raises if the graph is malformed
print("checker: ok   opset:", proto.opset_import[0].version, "  nodes:", [n.op_type for n in proto.graph.node])

session = ort.InferenceSession("small.onnx", providers=["CPUExecutionProvider"])
inp = session.get_inputs()[0]
print("ORT input:", inp.name, inp.shape, inp.type)

batch = torch.randn(5, 4)                             # a batch size other than the example's
ort_out = session.run(None, {"x": batch.numpy()})[0]
with torch.no_grad():
    torch_out = model(batch).numpy()
np.testing.assert_allclose(torch_out, ort_out, rtol=1e-5, atol=1e-6)
print("ONNX Runtime matches PyTorch for batch", batch.shape[0], "- max abs diff below 1e-6:",
      bool(np.abs(torch_out - ort_out).max() < 1e-6))
