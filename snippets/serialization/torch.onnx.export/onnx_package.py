import torch

print("torch.onnx.__all__:", torch.onnx.__all__)
print("is_in_onnx_export() outside an export:", torch.onnx.is_in_onnx_export())
