import os
import torch
import torch.nn.functional as F

# ImageNet (like ImageFolder) maps sorted class-folder names to indices: root/<class>/<image>
for wnid in ["n01440764", "n01443537", "n01484850"]:
    os.makedirs(os.path.join("train", wnid), exist_ok=True)
    torch.save(torch.randint(0, 256, (3, 300, 400), dtype=torch.uint8), os.path.join("train", wnid, "img0.pt"))
classes = sorted(os.listdir("train"))
class_to_idx = {c: i for i, c in enumerate(classes)}
print("class_to_idx:", class_to_idx)

# the standard evaluation preprocessing: resize the short side to 256, center-crop 224, normalize
img = torch.load(os.path.join("train", classes[0], "img0.pt")).float() / 255
h, w = img.shape[1:]
scale = 256 / min(h, w)
img = F.interpolate(img[None], size=(round(h * scale), round(w * scale)), mode="bilinear", antialias=True)[0]
print("original:", (3, h, w), "-> resized:", tuple(img.shape))
top, left = (img.shape[1] - 224) // 2, (img.shape[2] - 224) // 2
img = img[:, top:top + 224, left:left + 224]
mean = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)
std = torch.tensor([0.229, 0.224, 0.225]).view(3, 1, 1)
img = (img - mean) / std
print("center-cropped and normalized:", tuple(img.shape))
