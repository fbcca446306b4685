import torch

model = torch.nn.Linear(3, 1)
model.eval()


@torch.inference_mode()
def predict(batch):
    return model(batch)


@torch.inference_mode  # the bare form works as well
def predict_bare(batch):
    return model(batch)


out = predict(torch.ones(2, 3))
print("shape:", tuple(out.shape), "| is_inference:", out.is_inference(), "| requires_grad:", out.requires_grad)
print("bare decorator is_inference:", predict_bare(torch.ones(2, 3)).is_inference())

with torch.inference_mode():
    with torch.inference_mode(mode=False):  # switch it off again for a nested block
        print("nested mode=False: is_inference_mode_enabled:", torch.is_inference_mode_enabled())
        w = torch.ones(1, requires_grad=True)
        print("result is an inference tensor:", (w * 2).is_inference(), "| requires_grad:", (w * 2).requires_grad)
